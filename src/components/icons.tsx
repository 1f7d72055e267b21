// Tiny inline SVG icons for antd-free screens (no @ant-design/icons runtime). Decorative: always aria-hidden;
// the surrounding control carries the accessible name. 1em square, currentColor.
import type { CSSProperties, ReactNode } from 'react';

interface IconProps {
  className?: string;
  style?: CSSProperties;
  /** filled shape instead of an outline */
  filled?: boolean;
}

/**
 * The one SVG shell of every inline icon. Stroke and fill come from the `fp-icon` class (globals.css) rather
 * than six attributes per icon: a feed page renders over a hundred icons, and each attribute costs server
 * render time and bytes.
 */
export function svg(children: ReactNode, { className, style, filled }: IconProps = {}) {
  const classes = ['fp-icon', filled ? 'fp-icon--filled' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg className={classes} style={style} viewBox="0 0 24 24" width="1em" height="1em" aria-hidden>
      {children}
    </svg>
  );
}

export const ArrowLeftIcon = (p: IconProps) => svg(<path d="M19 12H5m6-7-7 7 7 7" />, p);
export const ArrowUpIcon = (p: IconProps) => svg(<path d="M12 19V5m-7 7 7-7 7 7" />, p);
export const HeartIcon = (p: IconProps) =>
  svg(
    <path d="M12 20s-7.5-4.6-9-9.2C2 7.6 4.1 4.5 7.3 4.5c2 0 3.6 1.1 4.7 2.8 1.1-1.7 2.7-2.8 4.7-2.8 3.2 0 5.3 3.1 4.3 6.3C19.5 15.4 12 20 12 20z" />,
    p,
  );
export const DollarIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M15 9c-.5-1.2-1.7-1.8-3-1.8-1.8 0-3 .9-3 2.2 0 3 6 1.6 6 4.6 0 1.3-1.3 2.2-3 2.2-1.4 0-2.6-.6-3.1-1.8M12 5.5v13" />
    </>,
    p,
  );
export const MessageIcon = (p: IconProps) =>
  svg(<path d="M4 5h16v11H9l-5 4V5zm4 5h.01M12 10h.01M16 10h.01" />, p);
export const StarIcon = (p: IconProps) =>
  svg(<path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9L12 3z" />, p);
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
export const FlagIcon = (p: IconProps) => svg(<path d="M5 21V4m0 0h11l-2 4 2 4H5" />, p);
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
export const HomeIcon = (p: IconProps) => svg(<path d="M3 11 12 4l9 7M5.5 9.5V20h13V9.5M10 20v-5h4v5" />, p);
export const PlusCircleIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 8v8m-4-4h8" />
    </>,
    p,
  );
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
export const EmptyIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M3 13.5 6 6h12l3 7.5V19H3v-5.5z" />
      <path d="M3 13.5h5.5a3.5 3.5 0 0 0 7 0H21" />
    </>,
    p,
  );
export const SearchIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </>,
    p,
  );
export const PaperclipIcon = (p: IconProps) =>
  svg(
    <path d="m20 11.5-8.1 8.1a5 5 0 0 1-7.1-7.1l8.5-8.5a3.3 3.3 0 0 1 4.7 4.7l-8.5 8.5a1.7 1.7 0 0 1-2.4-2.4L15 6.9" />,
    p,
  );
export const SmileIcon = (p: IconProps) =>
  svg(
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8.5 14.5a4.5 4.5 0 0 0 7 0M9 9.5h.01M15 9.5h.01" />
    </>,
    p,
  );
export const LockIcon = (p: IconProps) =>
  svg(
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2.5" />
    </>,
    p,
  );
export const EyeIcon = (p: IconProps) =>
  svg(
    <>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
    p,
  );
