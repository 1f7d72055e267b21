// "Report" button that opens the report modal (loaded on demand: the modal and its form stay out of the
// first-load bundle of the page that shows the button). Visitors are sent to log in first. antd-free.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { FlagIcon } from '@/components/icons';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import type { ReportTarget } from '../types';
import { loginHref } from '@/lib/next-path';
import controls from '@/components/plain-controls.module.css';

const ReportModal = dynamic(() => import('./report-modal').then((m) => m.ReportModal), { ssr: false });

interface Props {
  target: ReportTarget;
  targetId: string;
  performerId?: string;
  /** the button's look; defaults to the plain outlined button */
  className?: string;
  label?: string;
}

export function ReportButton({ target, targetId, performerId, className, label = 'Report' }: Props) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <button
        type="button"
        className={className ?? `${controls.btn} ${controls.small}`}
        onClick={() => {
          if (!loggedIn) {
            void router.push(loginHref());
            return;
          }
          setLoaded(true);
          setOpen(true);
        }}
      >
        <FlagIcon />
        {label}
      </button>
      {loaded ? (
        <ReportModal
          open={open}
          onClose={() => setOpen(false)}
          target={target}
          targetId={targetId}
          performerId={performerId}
        />
      ) : null}
    </>
  );
}
