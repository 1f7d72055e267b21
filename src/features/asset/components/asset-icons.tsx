// Small inline icons for the asset screens (antd-free, decorative: the control around them carries the name).
import type { ReactNode } from 'react';
import { svg as iconSvg } from '@/components/icons';

const svg = (children: ReactNode, className?: string) => iconSvg(children, { className });

export const LockIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>,
    className,
  );
export const PlayIcon = ({ className }: { className?: string }) =>
  svg(<path d="M7 4.5v15l12-7.5-12-7.5z" />, className);
export const EyeIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </>,
    className,
  );
export const ImagesIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.5" />
      <path d="m21 16-5-5-8 8" />
    </>,
    className,
  );
export const CommentIcon = ({ className }: { className?: string }) =>
  svg(<path d="M4 5h16v11H9l-5 4V5z" />, className);
export const CartIcon = ({ className }: { className?: string }) =>
  svg(
    <>
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.4a1 1 0 0 0 1 .8h9.7a1 1 0 0 0 1-.8L21 7H6" />
    </>,
    className,
  );
export const ChevronLeftIcon = () => svg(<path d="m15 5-7 7 7 7" />);
export const ChevronRightIcon = () => svg(<path d="m9 5 7 7-7 7" />);
export const CloseIcon = () => svg(<path d="M6 6l12 12M18 6 6 18" />);
