// Report dialog (reference §6.3): the fixed reason list as radios plus a description, POST /reports. antd-free
// (issue 22): the plain dialog and form state, so a public page's first "Report" click loads no antd.
import { useState } from 'react';
import { PlainDialog } from '@/components/plain-dialog';
import { PlainTextArea } from '@/components/plain-field';
import { usePlainForm } from '@/components/plain-form';
import { MESSAGES } from '@/config/constants';
import { useNotify } from '@/components/notify';
import { toSagaError } from '@/lib/request-error';
import { sendReport } from '../api';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
  reasonLabel,
} from '../types';
import { useIntent } from '@/lib/use-intent';

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
  targetId: string;
  performerId?: string;
}

interface Values {
  title: ReportReason | '';
  description: string;
}

export const REPORT_SENT = 'Your report has been sent';

export const checkReport = (v: Values) => ({
  ...(v.title ? {} : { title: 'Please choose a reason' }),
  ...(v.description.length > REPORT_DESCRIPTION_MAX
    ? { description: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters` }
    : {}),
});

function ReportDialog({ open, onClose, target, targetId, performerId }: ReportModalProps) {
  const form = usePlainForm<Values>({
    initial: { title: '', description: '' },
    check: checkReport,
    idOf: (key) => `report-${key}`,
    labels: { title: 'Reason', description: 'Description' },
  });
  const [sending, setSending] = useState(false);
  const [intentId, renewIntent] = useIntent();
  const notify = useNotify();

  const send = async () => {
    if (!form.submit() || !form.values.title) return;
    setSending(true);
    try {
      const report = {
        target,
        targetId,
        performerId,
        title: form.values.title,
        description: form.values.description,
      };
      await sendReport(report, intentId);
      renewIntent();
      notify.success(REPORT_SENT);
      onClose();
    } catch (err) {
      notify.error(toSagaError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

  const titleError = form.errors.title;
  return (
    <PlainDialog
      open={open}
      title="Report"
      confirmLabel="Submit report"
      busy={sending}
      onConfirm={() => void send()}
      onCancel={onClose}
    >
      <fieldset
        className="pf-field"
        style={{ border: 0, padding: 0, margin: '0 0 16px' }}
        aria-describedby={titleError ? 'report-title-error' : undefined}
      >
        <legend className="pf-label">Reason</legend>
        {REPORT_REASONS.map((r, i) => (
          <label key={r} className="pf-check" style={{ display: 'flex', minHeight: 32 }}>
            <input
              type="radio"
              name="report-reason"
              id={i === 0 ? 'report-title' : undefined}
              value={r}
              checked={form.values.title === r}
              onChange={() => form.set('title', r)}
            />
            {reasonLabel(r)}
          </label>
        ))}
        {titleError ? (
          <div className="pf-error" id="report-title-error">
            {titleError}
          </div>
        ) : null}
      </fieldset>
      <PlainTextArea
        {...form.field('description')}
        rows={4}
        maxLength={REPORT_DESCRIPTION_MAX}
        placeholder="Tell us what is wrong (optional)"
      />
    </PlainDialog>
  );
}

/** A fresh form at every opening (antd's destroyOnHidden). */
export function ReportModal(props: ReportModalProps) {
  const [round, setRound] = useState(0);
  return (
    <ReportDialog
      key={round}
      {...props}
      onClose={() => {
        props.onClose();
        setRound((r) => r + 1);
      }}
    />
  );
}
