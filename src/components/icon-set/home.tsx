import { svg, type IconProps } from './svg';

export const HomeIcon = (p: IconProps) => svg(<path d="M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />, p);
