import { svg, type IconProps } from './svg';

export const TeamIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c.5-3.6 3.2-6 6.5-6s6 2.4 6.5 6" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M17 14c2.5 0 4.2 1.9 4.5 4.5" />
    </>,
    p,
  );
