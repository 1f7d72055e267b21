import { svg, type IconProps } from './svg';

export const PaperclipIcon = (p: IconProps) =>
  svg(
    <path d="m20 11.5-8.1 8.1a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 6.9" />,
    p,
  );
