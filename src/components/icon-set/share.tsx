import { svg, type IconProps } from './svg';

export const ShareIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="18" cy="5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="19" r="2.5" />
      <path d="m8.2 10.8 7.6-4.4m-7.6 6.8 7.6 4.4" />
    </>,
    p,
  );
