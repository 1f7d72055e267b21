// "Report" button that opens the report modal (loaded on demand: the modal and its form stay out of the
// first-load bundle of the page that shows the button). Visitors are sent to log in first.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { Button, type ButtonProps } from 'antd';
import { FlagOutlined } from '@ant-design/icons';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import type { ReportTarget } from '../types';
import { loginHref } from '@/lib/next-path';

const ReportModal = dynamic(() => import('./report-modal').then((m) => m.ReportModal), { ssr: false });

interface Props {
  target: ReportTarget;
  targetId: string;
  performerId?: string;
  /** button look; defaults to a text button with a flag icon */
  buttonProps?: ButtonProps;
  label?: string;
}

export function ReportButton({ target, targetId, performerId, buttonProps, label = 'Report' }: Props) {
  const loggedIn = useAppSelector(selectLoggedIn);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  return (
    <>
      <Button
        type="text"
        icon={<FlagOutlined aria-hidden />}
        {...buttonProps}
        onClick={() => {
          if (!loggedIn) {
            void router.push(loginHref());
            return;
          }
          setLoaded(true);
          setOpen(true);
        }}
      >
        {label}
      </Button>
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
