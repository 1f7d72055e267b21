// First sign-in of an operator: an authenticator secret (a QR code to scan, the otpauth link for the phone itself
// and the secret as text), confirmed with a first code, then the ten recovery codes, shown once, kept on screen
// until the operator says they saved them.
import { useEffect, useState } from 'react';
import { PageFrame } from '@/components/page-frame';
import { toApiError } from '@/lib/api-error';
import { confirmTwoFactor, startTwoFactorEnrolment, type TwoFactorEnrolment as Secret } from '../api';
import { CodeField } from './code-field';
import { TotpQrCode } from './totp-qr-code';
import styles from './admin.module.css';

export function TwoFactorEnrolment({ onDone }: { onDone: () => void }) {
  const [secret, setSecret] = useState<Secret | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    startTwoFactorEnrolment().then(setSecret, (err: unknown) =>
      setError(toApiError(err, 'The set-up could not start').message),
    );
  }, []);

  const confirm = (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError('');
    confirmTwoFactor(code.trim()).then(
      (recovery) => setCodes(recovery),
      (err: unknown) => {
        setError(toApiError(err, 'The code could not be checked').message);
        setBusy(false);
      },
    );
  };

  if (codes)
    return (
      <PageFrame title="Save your recovery codes" narrow>
        <div className={styles.panel}>
          <p>
            Two-factor sign-in is on. If you lose your phone, each of these codes opens the console once. They
            are shown only now: print them or keep them in a password manager.
          </p>
          <ul className={styles.codes} aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <label className={styles.field} style={{ flexDirection: 'row', alignItems: 'center' }}>
            <input type="checkbox" checked={saved} onChange={(e) => setSaved(e.target.checked)} />I saved my
            recovery codes
          </label>
          <button
            type="button"
            className={`${styles.btn} ${styles.primary}`}
            disabled={!saved}
            onClick={onDone}
          >
            Open the console
          </button>
        </div>
      </PageFrame>
    );

  return (
    <PageFrame title="Set up two-factor sign-in" narrow>
      <div className={styles.panel}>
        <p>
          The console asks for a code from an authenticator app (Google Authenticator, 1Password, Authy…) at
          each sign-in. Scan this code with your app (or add the account with the link or the key below), then
          type the 6-digit code it shows.
        </p>
        {secret ? (
          <>
            <TotpQrCode uri={secret.otpauthUri} />
            <p>
              On this phone:{' '}
              <a className={styles.link} href={secret.otpauthUri}>
                add to my authenticator app
              </a>
            </p>
            <p>
              Or type this key into the app (time-based, 6 digits):
              <br />
              <code className={styles.secret} data-testid="totp-secret">
                {secret.secret}
              </code>
            </p>
          </>
        ) : error ? null : (
          <p role="status">Preparing a key…</p>
        )}
        <form onSubmit={confirm} noValidate>
          <CodeField value={code} onChange={setCode} label="Code from the app" disabled={!secret} />
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <button
            type="submit"
            className={`${styles.btn} ${styles.primary}`}
            disabled={!secret || busy || !/^\d{6}$/.test(code.trim())}
          >
            {busy ? 'Checking…' : 'Turn on two-factor sign-in'}
          </button>
        </form>
      </div>
    </PageFrame>
  );
}
