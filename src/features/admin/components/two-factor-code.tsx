// The sign-in's second step for an enrolled operator: the app's current code, or one of the recovery codes.
import { useId, useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { toApiError } from '@/lib/api-error';
import { verifyTwoFactor } from '../api';
import { CodeField } from './code-field';
import styles from './admin.module.css';

export function TwoFactorCode({ onDone }: { onDone: () => void }) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const recoveryId = useId();

  const ready = useRecovery ? recovery.trim() !== '' : /^\d{6}$/.test(code);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    setBusy(true);
    setError('');
    verifyTwoFactor(useRecovery ? { recoveryCode: recovery.trim() } : { code }).then(
      onDone,
      (err: unknown) => {
        setError(toApiError(err, 'The code could not be checked').message);
        setBusy(false);
      },
    );
  };

  return (
    <PageFrame title="Two-factor sign-in" narrow>
      <form className={styles.panel} onSubmit={submit} noValidate>
        {useRecovery ? (
          <div className={styles.field}>
            <label htmlFor={recoveryId}>Recovery code</label>
            <input
              id={recoveryId}
              className={styles.input}
              autoComplete="off"
              value={recovery}
              onChange={(e) => setRecovery(e.target.value)}
            />
          </div>
        ) : (
          <CodeField value={code} onChange={setCode} label="Code from your authenticator app" />
        )}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={busy || !ready}>
            {busy ? 'Checking…' : 'Open the console'}
          </button>
          <button
            type="button"
            className={styles.btn}
            onClick={() => {
              setUseRecovery(!useRecovery);
              setError('');
            }}
          >
            {useRecovery ? 'Use the app’s code' : 'Use a recovery code'}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
