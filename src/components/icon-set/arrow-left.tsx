import { svg, type IconProps } from './svg';

export const ArrowLeftIcon = (p: IconProps) => svg(<path d="M19 12H5m6-7-7 7 7 7" />, p);
