// Share and report for a video, gallery or product page. antd-free: the report modal (antd) is code-split and
// loads with its provider on the first click, as on the creator profile. Visitors are asked to log in to report.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { FlagIcon, ShareIcon } from '@/components/icons';
import { useNotify } from '@/components/notify';
import { OnDemandAntd } from '@/theme/on-demand-antd';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/performer/components/use-viewer';
import { type ReportTarget } from '@/features/report/types';
import styles from './assets.module.css';

const ReportModal = dynamic(
  () => import('@/features/report/components/report-modal').then((m) => m.ReportModal),
  { ssr: false },
);

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Copies the page's link (path relative to the site). */
export function ShareButton({ path }: { path: string }) {
  const notify = useNotify();
  const share = async () => {
    const url = `${window.location.origin}${path}`;
    if (await copyText(url)) void notify.success('Link copied');
    else void notify.error('Could not copy the link');
  };
  return (
    <button type="button" className={styles.btn} onClick={() => void share()}>
      <ShareIcon />
      <span>Share</span>
    </button>
  );
}

interface ReportProps {
  target: Extract<ReportTarget, 'video' | 'gallery' | 'product'>;
  targetId: string;
  performerId: string;
}

export function ReportAction({ target, targetId, performerId }: ReportProps) {
  const { role, gate } = useViewer();
  // the modal stays mounted once loaded so it can animate closed
  const [report, setReport] = useState<'closed' | 'open' | 'unloaded'>('unloaded');
  return (
    <>
      <button
        type="button"
        className={styles.btn}
        title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined}
        onClick={role === 'visitor' ? gate(() => undefined) : () => setReport('open')}
      >
        <FlagIcon />
        <span>Report</span>
      </button>
      {report !== 'unloaded' ? (
        <OnDemandAntd>
          <ReportModal
            open={report === 'open'}
            onClose={() => setReport('closed')}
            target={target}
            targetId={targetId}
            performerId={performerId}
          />
        </OnDemandAntd>
      ) : null}
    </>
  );
}
