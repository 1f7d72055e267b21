// The report modal for antd-free pages (feed cards, the creator profile, asset pages): the modal (itself
// antd-free) is code-split and loads on the first "Report" click; once loaded it stays mounted.
import dynamic from 'next/dynamic';
import type { ReportTarget } from '../types';

const ReportModal = dynamic(() => import('./report-modal').then((m) => m.ReportModal), { ssr: false });

/** 'unloaded' until the first click: nothing is downloaded before that. */
export type LazyModalState = 'unloaded' | 'open' | 'closed';

interface Props {
  state: LazyModalState;
  onClose: () => void;
  target: ReportTarget;
  targetId: string;
  performerId?: string;
}

export function LazyReportModal({ state, onClose, target, targetId, performerId }: Props) {
  if (state === 'unloaded') return null;
  return (
    <ReportModal
      open={state === 'open'}
      onClose={onClose}
      target={target}
      targetId={targetId}
      performerId={performerId}
    />
  );
}
