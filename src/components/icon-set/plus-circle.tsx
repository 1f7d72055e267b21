import { svg, type IconProps } from './svg';

export const PlusCircleIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 8v8m-4-4h8" />
    </>,
    p,
  );
