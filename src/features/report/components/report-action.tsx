// The antd-free "Report" button of the creator profile and the asset pages: anyone signed in may report
// (reference §6.3); visitors get the login message instead. The modal and antd load on the first click.
import { useState } from 'react';
import { FlagIcon } from '@/components/icons';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/auth';
import type { ReportTarget } from '../types';
import { type LazyModalState, LazyReportModal } from './lazy-report-modal';

interface Props {
  target: ReportTarget;
  targetId: string;
  performerId: string;
  /** the caller's button look, so the button matches its row */
  className: string;
  /** the owner's fan preview shows no button (a creator never reports themselves) */
  hidden?: boolean;
}

export function ReportAction({ target, targetId, performerId, className, hidden = false }: Props) {
  const { role, gate } = useViewer();
  const [report, setReport] = useState<LazyModalState>('unloaded');
  return (
    <>
      {hidden ? null : (
        <button
          type="button"
          className={className}
          title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined}
          onClick={role === 'visitor' ? gate(() => undefined) : () => setReport('open')}
        >
          <FlagIcon />
          <span>Report</span>
        </button>
      )}
      <LazyReportModal
        state={report}
        onClose={() => setReport('closed')}
        target={target}
        targetId={targetId}
        performerId={performerId}
      />
    </>
  );
}
