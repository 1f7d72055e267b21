import { svg, type IconProps } from './svg';

export const HeartIcon = (p: IconProps) =>
  svg(
    <path d="M12 20s-7.5-4.6-9-9.2C2 7.6 4.1 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.2 0 5.3 3.1 4.3 6.3C19.5 15.4 12 20 12 20z" />,
    p,
  );
