import { svg, type IconProps } from './svg';

export const DollarIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15 9c-.5-1.2-1.7-1.8-3-1.8-1.8 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.4 0-2.6-.6-3.1-1.8M12 5.5v13" />
    </>,
    p,
  );
