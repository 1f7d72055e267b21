import { svg, type IconProps } from './svg';

export const EmptyIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M3 13.5 6 6h12l3 7.5V19H3v-5.5z" />
      <path d="M3 13.5h5.5a3.5 3.5 0 0 0 7 0H21" />
    </>,
    p,
  );
