import { svg, type IconProps } from './svg';

export const MessageIcon = (p: IconProps) =>
  svg(<path d="M4 5h16v11H9l-5 4V5zm4 5h.01M12 10h.01M16 10h.01" />, p);
