// Moderation: the reports fans and creators filed (open ones first by default, newest first), each with a
// preview of the item. Hide or restore the item (hiding decides every open report about it), dismiss a report
// with a note, or deactivate the item's author. Every decision is confirmed in a dialog with its note (the API
// writes it to the audit log), then the queue is loaded again and the result is announced.
import { useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { Pager, SelectFilter } from '@/components/plain-table';
import { PlainDialog } from '@/components/plain-dialog';
import {
  dismissReport,
  getReports,
  hideableKind,
  setItemHidden,
  type ReportFilters,
  type ReportQueueItem,
  type ReportStatus,
} from '../moderation-api';
import { setPersonActive } from '../people-api';
import { usePagedAdminList } from '../use-admin-list';
import { ListStatus } from './list-status';
import { useConsoleGate } from './two-factor-gate';
import { KIND_LABELS, REPORT_STATUS_LABELS, ReportCard, kindLabel, type ReportDecision } from './report-card';
import styles from './admin.module.css';
import { DecisionNote } from './decision-note';

interface Deciding {
  item: ReportQueueItem;
  decision: ReportDecision;
}

function dialogText({ item, decision }: Deciding) {
  const kind = kindLabel(item.report.target).toLowerCase();
  const author = item.preview.authorUsername || 'the author';
  switch (decision) {
    case 'hide':
      return {
        title: `Hide ${author}'s ${kind}?`,
        confirm: 'Hide',
        body: `Nobody but ${author} sees it any more (feeds, profile, search, its address); every open report about it is marked acted on, and ${author} is mailed the note. You can restore it later.`,
        note: 'Note for the author and the audit log (optional)',
      };
    case 'restore':
      return {
        title: `Restore ${author}'s ${kind}?`,
        confirm: 'Restore',
        body: 'It shows on the site again. Its reports stay decided.',
        note: 'Note for the audit log (optional)',
      };
    case 'dismiss':
      return {
        title: 'Dismiss this report?',
        confirm: 'Dismiss',
        body: `The ${kind} stays as it is; the report is closed with your note.`,
        note: 'Why it needs no action (required)',
      };
    default:
      return {
        title: `Deactivate ${author}?`,
        confirm: 'Deactivate',
        body: `Every session of ${author} ends now and their open pages disconnect; their profile and everything on it leave every list until an operator activates them again (People).`,
        note: 'Note for the audit log (optional)',
      };
  }
}

function decide({ item, decision }: Deciding, note: string): Promise<string> {
  const kind = kindLabel(item.report.target).toLowerCase();
  const author = item.preview.authorUsername || 'The author';
  const target = hideableKind(item.report.target);
  if ((decision === 'hide' || decision === 'restore') && target)
    return setItemHidden(target, item.report.targetId, decision === 'hide', note).then((r) =>
      r.hidden
        ? `The ${kind} is hidden; its open reports are marked acted on.`
        : `The ${kind} is visible again.`,
    );
  if (decision === 'dismiss')
    return dismissReport(item.report._id, note).then(() => 'The report is dismissed.');
  return setPersonActive(item.preview.authorId, false, note).then(
    () => `${author} is deactivated: their sessions have ended.`,
  );
}

export function ModerationQueue() {
  const { refused } = useConsoleGate();
  const paged = usePagedAdminList(getReports, { status: 'open', target: '' } as ReportFilters);
  const { list, filters, table } = paged;
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const filter = (next: ReportFilters) => {
    paged.filter(next);
    setMessage('');
  };
  const close = () => {
    setDeciding(null);
    setNote('');
    setError('');
  };
  const confirm = () => {
    if (!deciding) return;
    setBusy(true);
    setError('');
    decide(deciding, note.trim()).then(
      (text) => {
        setBusy(false);
        close();
        setMessage(text);
        list.reload();
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The decision could not be saved').message);
      },
    );
  };
  const text = deciding ? dialogText(deciding) : null;

  return (
    <>
      <div className={styles.filters}>
        <SelectFilter
          label="Status"
          value={filters.status}
          options={REPORT_STATUS_LABELS}
          className={styles.input}
          onChange={(v) => filter({ ...filters, status: v as ReportStatus | '' })}
        />
        <SelectFilter
          label="Reported item"
          value={filters.target}
          options={KIND_LABELS}
          className={styles.input}
          onChange={(v) => filter({ ...filters, target: v })}
        />
      </div>
      <ListStatus list={list} noun={['report', 'reports']} loadingText="Loading reports…" message={message} />
      {!list.loading && list.items.length === 0 && !list.error ? (
        <div className={styles.panel}>No report here.</div>
      ) : null}
      <ul className={styles.cards} aria-label="Reports">
        {list.items.map((item) => (
          <ReportCard
            key={item.report._id}
            item={item}
            busy={busy}
            onDecide={(i, decision) => {
              setError('');
              setDeciding({ item: i, decision });
            }}
          />
        ))}
      </ul>
      <Pager table={table} total={list.total} />
      <PlainDialog
        open={deciding !== null}
        title={text?.title ?? ''}
        confirmLabel={text?.confirm ?? 'Confirm'}
        danger={deciding?.decision === 'hide' || deciding?.decision === 'deactivate'}
        busy={busy}
        confirmDisabled={deciding?.decision === 'dismiss' && note.trim() === ''}
        onConfirm={confirm}
        onCancel={close}
      >
        <p>{text?.body}</p>
        <DecisionNote label={text?.note} value={note} onChange={setNote} error={error} />
      </PlainDialog>
    </>
  );
}
