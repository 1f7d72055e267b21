// The parts both sign-up forms share (antd-free, issue 22): first and last name side by side on wider screens,
// the terms checkbox, the submit button with the summary of fields to fix, and the way back to login.
import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { PlainField } from '@/components/plain-field';
import { ErrorSummary, type PlainForm } from '@/components/plain-form';
import styles from './register.module.css';

interface Named {
  firstName: string;
  lastName: string;
}

/** Two fields side by side from 576 px (antd's `sm`), stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

export function NameFields<T extends Named>({ form }: { form: PlainForm<T> }) {
  return (
    <FieldPair>
      <PlainField {...form.field('firstName')} autoComplete="given-name" />
      <PlainField {...form.field('lastName')} autoComplete="family-name" />
    </FieldPair>
  );
}

/** Its words are the summary's name for it (TERMS_LABEL in register-checks). */
export function TermsField({
  id,
  checked,
  error,
  onChange,
}: {
  id: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="pf-field">
      <label className="pf-check">
        <input
          id={id}
          type="checkbox"
          name="agree"
          checked={checked}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          I accept the <Link href={paths.terms}>terms of service</Link>
        </span>
      </label>
      {error ? (
        <div className="pf-error" id={`${id}-error`}>
          {error}
        </div>
      ) : null}
    </div>
  );
}

export function SubmitRow({
  failed,
  busy,
  children,
}: {
  failed: string[];
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <>
      <ErrorSummary fields={failed} />
      <button type="submit" className="pf-btn pf-btn--primary" aria-busy={busy} disabled={busy}>
        {children}
      </button>
      <LoginLink />
    </>
  );
}

export function LoginLink() {
  return (
    <p style={{ marginTop: 16, textAlign: 'center' }}>
      Already have an account? <Link href={paths.auth.login}>Log in</Link>
    </p>
  );
}
