// "Forgot password" (email -> reset link) and the reset form the emailed link opens (?token=…). Antd-free, like
// the login form (public pages' first-load budget, issue 22): plain fields, the server's refusal as a toast.
import { useId, useState, type FormEvent } from 'react';
import { Link } from '@/components/link';
import { useRouter } from 'next/router';
import { useNotify } from '@/components/notify';
import { PlainField } from '@/components/plain-field';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { checkConfirm, checkEmail, checkPassword } from '@/components/form-rules';
import { forgotPassword, resetPassword } from '../api';

/** Runs `check` on submit and, once submitted, on every edit; focuses the first field in error. */
function useChecked<T extends Record<string, string>>(check: (values: T) => Partial<T>) {
  const [errors, setErrors] = useState<Partial<T>>({});
  const [submitted, setSubmitted] = useState(false);
  return {
    errors,
    recheck: (values: T) => {
      if (submitted) setErrors(check(values));
    },
    /** true when the values pass */
    submit: (values: T, ids: Record<keyof T, string>) => {
      const found = check(values);
      setErrors(found);
      setSubmitted(true);
      const first = (Object.keys(ids) as (keyof T)[]).find((k) => found[k]);
      if (first) document.getElementById(ids[first])?.focus();
      return !first;
    },
  };
}

const forgotCheck = ({ email }: { email: string }) => {
  const error = checkEmail(email);
  return error ? { email: error } : {};
};

export function ForgotPasswordForm() {
  const notify = useNotify();
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const { errors, recheck, submit } = useChecked(forgotCheck);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!submit({ email }, { email: `${id}-email` })) return;
    setSending(true);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      notify.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <div className="auth-notice" role="status">
        <strong>Check your inbox</strong>
        <p style={{ margin: '4px 0 8px' }}>
          If an account exists for {sentTo}, we have sent a link to reset its password.
        </p>
        <Link href={paths.auth.login}>Back to log in</Link>
      </div>
    );
  }
  return (
    <form name="forgot-password" noValidate onSubmit={onSubmit}>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <PlainField
        id={`${id}-email`}
        name="email"
        label="Email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={email}
        error={errors.email}
        onChange={(value) => {
          setEmail(value);
          recheck({ email: value });
        }}
      />
      <button type="submit" className="pf-btn pf-btn--primary" aria-busy={sending} disabled={sending}>
        Send reset link
      </button>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link href={paths.auth.login}>Back to log in</Link>
      </p>
    </form>
  );
}

type ResetValues = { password: string; confirmPassword: string };
const resetCheck = ({ password, confirmPassword }: ResetValues): Partial<ResetValues> => {
  const errors: Partial<ResetValues> = {};
  const short = checkPassword(password, 'New password');
  const differs = checkConfirm(confirmPassword, password);
  if (short) errors.password = short;
  if (differs) errors.confirmPassword = differs;
  return errors;
};

export function ResetPasswordForm({ token }: { token: string }) {
  const notify = useNotify();
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<ResetValues>({ password: '', confirmPassword: '' });
  const [saving, setSaving] = useState(false);
  const { errors, recheck, submit } = useChecked(resetCheck);

  if (!token) {
    return (
      <div className="pf-alert" role="alert">
        <strong>Invalid or expired link</strong>
        <p style={{ margin: '4px 0 0' }}>
          <Link href={paths.auth.forgotPassword}>Request a new reset link</Link>
        </p>
      </div>
    );
  }

  const edit = (key: keyof ResetValues) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    recheck(next);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!submit(values, { password: `${id}-password`, confirmPassword: `${id}-confirm` })) return;
    setSaving(true);
    try {
      await resetPassword(token, values.password);
      // the login page shows the outcome: a toast would vanish with this page
      await router.push(`${paths.auth.login}?notice=password-changed`);
    } catch (err) {
      notify.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form name="reset-password" noValidate onSubmit={onSubmit}>
      <PlainField
        id={`${id}-password`}
        name="password"
        label="New password"
        autoComplete="new-password"
        revealable
        value={values.password}
        error={errors.password}
        onChange={edit('password')}
      />
      <PlainField
        id={`${id}-confirm`}
        name="confirmPassword"
        label="Confirm password"
        autoComplete="new-password"
        revealable
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={edit('confirmPassword')}
      />
      <button type="submit" className="pf-btn pf-btn--primary" aria-busy={saving} disabled={saving}>
        Reset password
      </button>
    </form>
  );
}
