import { svg, type IconProps } from './svg';

export const LockIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>,
    p,
  );
