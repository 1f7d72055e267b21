// What an operator can do to an account: deactivate or activate it (sessions and sockets end at once, as with
// `npm run accounts`), take a creator's verification back, and give a creator their own commission. Each asks
// for a note that goes into the audit log; deactivating and unverifying are confirmed in a dialog.
import { useId, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { PlainDialog } from '@/components/plain-dialog';
import {
  commissionFraction,
  setCommission,
  setPersonActive,
  unverifyCreator,
  type PersonDetail,
} from '../people-api';
import { useConsoleGate } from './two-factor-gate';
import styles from './admin.module.css';
import { DecisionNote } from './decision-note';
import records from './admin-records.module.css';

type Step = 'deactivate' | 'activate' | 'unverify';

const percent = (fraction: number | null) =>
  fraction === null ? '' : String(Math.round(fraction * 1000) / 10);

export function PersonActions({
  detail,
  onDone,
}: {
  detail: PersonDetail;
  /** after a decision: what to tell the operator; the view loads the account again */
  onDone: (message: string) => void;
}) {
  const { refused } = useConsoleGate();
  const fieldId = useId();
  const { person } = detail;
  const name = person.username || person.email;
  const [step, setStep] = useState<Step | null>(null);
  const [note, setNote] = useState('');
  const [share, setShare] = useState(percent(detail.commissionOverride));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const isCreator = person.role === 'performer';
  const active = person.status === 'active';

  const run = (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError('');
    work().then(
      () => {
        setBusy(false);
        setStep(null);
        setNote('');
        onDone(message);
      },
      (err: unknown) => {
        setBusy(false);
        if (!refused(err)) setError(toApiError(err, 'The change could not be saved').message);
      },
    );
  };
  const confirm = () => {
    if (step === 'unverify')
      run(() => unverifyCreator(person._id, note.trim()), `${name} is no longer verified.`);
    else if (step)
      run(
        () => setPersonActive(person._id, step === 'activate', note.trim()),
        step === 'activate'
          ? `${name} is active again and can sign in.`
          : `${name} is deactivated: their sessions have ended.`,
      );
  };
  const fraction = commissionFraction(share);
  const TITLES: Record<Step, string> = {
    deactivate: `Deactivate ${name}?`,
    activate: `Activate ${name}?`,
    unverify: `Take back ${name}'s verification?`,
  };

  return (
    <section className={styles.panel} aria-label="Decisions">
      <h2 className={records.sectionTitle}>Decisions</h2>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.btn}
          onClick={() => setStep(active ? 'deactivate' : 'activate')}
        >
          {active ? `Deactivate ${name}…` : `Activate ${name}…`}
        </button>
        {isCreator && person.verifiedDocument ? (
          <button type="button" className={styles.btn} onClick={() => setStep('unverify')}>
            Reset to unverified…
          </button>
        ) : null}
      </div>
      {isCreator ? (
        <form
          className={styles.filters}
          style={{ marginTop: 16 }}
          aria-label="Commission"
          onSubmit={(e) => {
            e.preventDefault();
            if (fraction === undefined) return;
            run(
              () => setCommission(person._id, fraction, ''),
              `${name}'s commission is now ${percent(fraction)} %.`,
            );
          }}
        >
          <div className={styles.field}>
            <label htmlFor={`${fieldId}-share`}>Platform commission for this creator (%)</label>
            <input
              id={`${fieldId}-share`}
              className={styles.input}
              inputMode="decimal"
              value={share}
              placeholder={`site setting: ${percent(detail.commission)} %`}
              aria-describedby={`${fieldId}-share-help`}
              aria-invalid={share !== '' && fraction === undefined}
              onChange={(e) => setShare(e.target.value)}
            />
            <small id={`${fieldId}-share-help`} className={styles.muted}>
              0 to 100, in steps of 0.1; used by every sale they make from now on.
            </small>
          </div>
          <button
            type="submit"
            className={`${styles.btn} ${styles.primary}`}
            disabled={busy || fraction === undefined}
          >
            Save commission
          </button>
          {detail.commissionOverride !== null ? (
            <button
              type="button"
              className={styles.btn}
              disabled={busy}
              onClick={() =>
                run(() => setCommission(person._id, null, ''), `${name} pays the site's commission again.`)
              }
            >
              Use the site&apos;s commission
            </button>
          ) : null}
        </form>
      ) : null}
      {error && !step ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <PlainDialog
        open={step !== null}
        title={step ? TITLES[step] : ''}
        confirmLabel={
          step === 'activate' ? 'Activate' : step === 'unverify' ? 'Reset to unverified' : 'Deactivate'
        }
        danger={step !== 'activate'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => {
          setStep(null);
          setNote('');
          setError('');
        }}
      >
        {step === 'deactivate' ? (
          <p>
            Every session of {name} ends now and their open pages disconnect; they cannot sign in until an
            operator activates them again. A creator&apos;s profile and content leave every list.
          </p>
        ) : null}
        {step === 'unverify' ? (
          <p>
            {name} cannot post, sell or go live until their ID documents are approved again. They are mailed
            the note.
          </p>
        ) : null}
        <DecisionNote
          label={<>Note for the audit log{step === 'unverify' ? ' and the creator' : ''} (optional)</>}
          value={note}
          onChange={setNote}
          error={error}
        />
      </PlainDialog>
    </section>
  );
}
