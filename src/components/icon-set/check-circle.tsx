import { type IconProps } from './svg';

export const CheckCircleIcon = ({ className, style }: Omit<IconProps, 'filled'>) => (
  <svg
    className={className}
    style={style}
    viewBox="0 0 24 24"
    width="1em"
    height="1em"
    aria-hidden
    focusable="false"
  >
    <circle cx="12" cy="12" r="11" fill="currentColor" />
    <path
      d="m7 12.5 3.2 3.2L17 9"
      fill="none"
      stroke="#fff"
      strokeWidth={2.4}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
