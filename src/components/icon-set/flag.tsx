import { svg, type IconProps } from './svg';

export const FlagIcon = (p: IconProps) => svg(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />, p);
