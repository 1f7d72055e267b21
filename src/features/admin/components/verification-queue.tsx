// The creator verification queue: each applicant with their profile, ID document and selfie (links signed for
// minutes by the API), approved at once or rejected with a reason after a confirmation. A decided applicant
// leaves the list at once and the page is reloaded, so the count and the next applicants are current.
import { useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { useDates } from '@/lib/dates';
import { Pager } from '@/components/plain-table';
import type { TableChange } from '@/lib/use-url-table';
import { DEFAULT_AVATAR } from '@/config/constants';
import {
  ADMIN_PAGE_SIZE,
  approveVerification,
  getVerifications,
  rejectVerification,
  type Verification,
} from '../api';
import { useAdminList } from '../use-admin-list';
import { useConsoleGate } from './two-factor-gate';
import { PlainDialog } from '@/components/plain-dialog';
import styles from './admin.module.css';
import { DecisionNote } from './decision-note';

function Document({ label, file }: { label: string; file: Verification['idVerification'] }) {
  if (!file) return <p className={styles.muted}>{label}: not uploaded</p>;
  return (
    <figure>
      {file.mimeType.startsWith('image/') ? (
        <a href={file.url} target="_blank" rel="noreferrer">
          <img src={file.url} alt={label} loading="lazy" />
        </a>
      ) : (
        <a className={styles.link} href={file.url} target="_blank" rel="noreferrer">
          Open the {label.toLowerCase()} ({file.mimeType})
        </a>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}

export function VerificationQueue() {
  const dates = useDates();
  const { refused } = useConsoleGate();
  const [page, setPage] = useState(1);
  const list = useAdminList(() => getVerifications(page), String(page));
  const [decided, setDecided] = useState<Set<string>>(new Set());
  const [rejecting, setRejecting] = useState<Verification | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');

  const done = (id: string, text: string) => {
    setDecided((s) => new Set(s).add(id));
    setMessage(text);
    setBusy('');
    list.reload();
  };
  const failed = (err: unknown) => {
    setBusy('');
    if (!refused(err)) setError(toApiError(err, 'The decision could not be saved').message);
  };
  const approve = (v: Verification) => {
    setBusy(v.person._id);
    setError('');
    approveVerification(v.person._id).then(
      () => done(v.person._id, `${v.person.username} is verified: they can go live and sell now.`),
      failed,
    );
  };
  const reject = () => {
    const v = rejecting;
    if (!v) return;
    setBusy(v.person._id);
    setError('');
    rejectVerification(v.person._id, reason.trim()).then(() => {
      setRejecting(null);
      setReason('');
      done(v.person._id, `${v.person.username} was told why their documents were not approved.`);
    }, failed);
  };

  const items = list.items.filter((v) => !decided.has(v.person._id));
  const table = {
    state: { current: page, pageSize: ADMIN_PAGE_SIZE, sortBy: '', sort: 'descend' as const },
    change: (c: TableChange) => setPage(c.current ?? 1),
  };

  return (
    <>
      <p role="status" className={styles.muted}>
        {message ||
          (list.loading && list.items.length === 0
            ? 'Loading applicants…'
            : `${list.total} ${list.total === 1 ? 'creator waits' : 'creators wait'} for review.`)}
      </p>
      {list.error || error ? (
        <p className={styles.error} role="alert">
          {list.error || error}
        </p>
      ) : null}
      {!list.loading && items.length === 0 && !list.error ? (
        <div className={styles.panel}>Nobody is waiting for review.</div>
      ) : null}
      <ul className={styles.cards} aria-label="Applicants">
        {items.map((v) => (
          <li key={v.person._id} className={`${styles.panel} ${styles.applicant}`}>
            <section aria-label={`Applicant ${v.person.username}`}>
              <img className={styles.avatar} src={v.avatar || DEFAULT_AVATAR} alt="" width={56} height={56} />
              <h2 style={{ fontSize: 18, margin: '8px 0 4px' }}>
                {[v.firstName, v.lastName].filter(Boolean).join(' ') || v.person.name}
              </h2>
              <p className={styles.muted} style={{ margin: 0 }}>
                @{v.person.username} · {v.person.email}
              </p>
              <dl>
                <dt>Date of birth</dt>
                <dd>{v.dateOfBirth ? dates.utcDay(v.dateOfBirth) : 'not given'}</dd>
                <dt>Country</dt>
                <dd>{v.person.country || 'not given'}</dd>
                <dt>Documents sent</dt>
                <dd>{v.uploadedAt ? dates.dayTime(v.uploadedAt) : '—'}</dd>
              </dl>
              {v.bio ? <p>{v.bio}</p> : null}
              <div className={styles.actions}>
                <button
                  type="button"
                  className={`${styles.btn} ${styles.primary}`}
                  disabled={busy !== ''}
                  onClick={() => approve(v)}
                >
                  {busy === v.person._id && !rejecting ? 'Approving…' : `Approve ${v.person.username}`}
                </button>
                <button
                  type="button"
                  className={styles.btn}
                  disabled={busy !== ''}
                  onClick={() => setRejecting(v)}
                >
                  Reject…
                </button>
              </div>
            </section>
            <div className={styles.docs}>
              <Document label="Government ID" file={v.idVerification} />
              <Document label="Selfie with ID" file={v.documentVerification} />
            </div>
          </li>
        ))}
      </ul>
      <Pager table={table} total={list.total} />
      <PlainDialog
        open={rejecting !== null}
        title={`Reject ${rejecting?.person.username ?? ''}'s documents`}
        confirmLabel="Reject"
        danger
        busy={busy !== ''}
        confirmDisabled={reason.trim() === ''}
        onConfirm={reject}
        onCancel={() => {
          setRejecting(null);
          setReason('');
        }}
      >
        <DecisionNote
          label="Reason (mailed to the creator and shown on their account page)"
          value={reason}
          onChange={setReason}
        />
      </PlainDialog>
    </>
  );
}
