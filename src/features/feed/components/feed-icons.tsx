// Inline SVG icons used by the feed only (same look as components/icons.tsx: 1em, currentColor, aria-hidden).
import type { ReactNode } from 'react';
import { svg as iconSvg } from '@/components/icons';

const svg = (children: ReactNode, className?: string) => iconSvg(children, { className });

export const LockIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </>,
    className,
  );
export const UnlockIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 7.7-1.5" />
    </>,
    className,
  );
export const CommentIcon = ({ className }: { className?: string }) =>
  svg(<path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />, className);
export const MoreIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <circle cx="5" cy="12" r="1.2" />
      <circle cx="12" cy="12" r="1.2" />
      <circle cx="19" cy="12" r="1.2" />
    </>,
    className,
  );
export const ChevronLeftIcon = ({ className }: { className?: string }) =>
  svg(<path d="m15 18-6-6 6-6" />, className);
export const ChevronRightIcon = ({ className }: { className?: string }) =>
  svg(<path d="m9 18 6-6-6-6" />, className);
export const PinIcon = ({ className }: { className?: string }) =>
  svg(<path d="M9 4h6l-1 6 4 4H6l4-4-1-6zm3 10v7" />, className);
export const LiveIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <circle cx="12" cy="12" r="2.5" />
      <path d="M7.8 7.8a6 6 0 0 0 0 8.4m8.4 0a6 6 0 0 0 0-8.4M4.9 4.9a10 10 0 0 0 0 14.2m14.2 0a10 10 0 0 0 0-14.2" />
    </>,
    className,
  );
