import { svg, type IconProps } from './svg';

export const ArrowUpIcon = (p: IconProps) => svg(<path d="M12 19V5m-7 7 7-7 7 7" />, p);
