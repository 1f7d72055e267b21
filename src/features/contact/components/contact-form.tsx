// Contact form (reference §2.3 /contact): name, email, message; reCAPTCHA only when the site has a key.
// Antd-free (issue 22: /contact is a public page held to 170 kB): plain fields, the login form's classes.
import { useId, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { MESSAGES } from '@/config/constants';
import { checkEmail } from '@/components/form-rules';
import { PlainField } from '@/components/plain-field';
import { ResultArt } from '@/components/result-art';
import { toSagaError } from '@/lib/request-error';
import { CONTACT_LIMITS, sendContact } from '../api';

const Recaptcha = dynamic(() => import('./recaptcha').then((m) => m.Recaptcha), { ssr: false });

export const CONTACT_THANKS = "Thanks, we'll get back to you";

interface Values {
  name: string;
  email: string;
  message: string;
}
const EMPTY: Values = { name: '', email: '', message: '' };

function check({ name, email, message }: Values): Partial<Values> {
  const errors: Partial<Values> = {};
  if (!name.trim()) errors.name = 'Name is required';
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = `Name must be at most ${CONTACT_LIMITS.name} characters`;
  const badEmail = checkEmail(email);
  if (badEmail) errors.email = badEmail;
  if (!message.trim()) errors.message = 'Message is required';
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = `Message must be at most ${CONTACT_LIMITS.message} characters`;
  return errors;
}

interface Props {
  recaptchaSiteKey?: string;
}

export function ContactForm({ recaptchaSiteKey }: Props) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Values>>({});
  const [submitted, setSubmitted] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [token, setToken] = useState('');
  const [resetKey, setResetKey] = useState(0);
  const ids = { name: `${id}-name`, email: `${id}-email`, message: `${id}-message` };

  const edit = (key: keyof Values) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(check(next));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const found = check(values);
    setErrors(found);
    setSubmitted(true);
    const first = (Object.keys(ids) as (keyof Values)[]).find((k) => found[k]);
    if (first) {
      document.getElementById(ids[first])?.focus();
      return;
    }
    if (recaptchaSiteKey && !token) {
      setError('Please confirm that you are not a robot');
      return;
    }
    setSending(true);
    setError('');
    try {
      await sendContact({ ...values, token: recaptchaSiteKey ? token : undefined });
      setSent(true);
    } catch (err) {
      setError(toSagaError(err, MESSAGES.genericFallback).message);
      if (recaptchaSiteKey) setResetKey((k) => k + 1);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <section className="contact-sent" role="status">
        <ResultArt statusCode={200} className="contact-sent__art" />
        <h2>{CONTACT_THANKS}</h2>
        <button
          type="button"
          className="pf-btn"
          onClick={() => {
            setValues(EMPTY);
            setErrors({});
            setSubmitted(false);
            setToken('');
            setSent(false);
          }}
        >
          Send another message
        </button>
      </section>
    );
  }

  const messageError = `${ids.message}-error`;
  const counter = `${ids.message}-count`;
  return (
    <form name="contact" noValidate onSubmit={onSubmit}>
      {error ? (
        <div className="pf-alert" role="alert">
          {error}
        </div>
      ) : null}
      <PlainField
        id={ids.name}
        name="name"
        label="Name"
        autoComplete="name"
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        error={errors.name}
        onChange={edit('name')}
      />
      <PlainField
        id={ids.email}
        name="email"
        label="Email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={values.email}
        error={errors.email}
        onChange={edit('email')}
      />
      <div className="pf-field">
        <label className="pf-label" htmlFor={ids.message}>
          Message
        </label>
        <textarea
          id={ids.message}
          name="message"
          className="pf-input"
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          value={values.message}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={errors.message ? `${messageError} ${counter}` : counter}
          onChange={(e) => edit('message')(e.target.value)}
        />
        <div className="pf-count" id={counter}>
          {values.message.length} / {CONTACT_LIMITS.message}
        </div>
        {errors.message ? (
          <div className="pf-error" id={messageError}>
            {errors.message}
          </div>
        ) : null}
      </div>
      {recaptchaSiteKey ? (
        <div className="pf-field">
          <Recaptcha siteKey={recaptchaSiteKey} onChange={setToken} resetKey={resetKey} />
        </div>
      ) : null}
      <button
        type="submit"
        className="pf-btn pf-btn--primary pf-btn--auto"
        aria-busy={sending}
        disabled={sending}
      >
        Send message
      </button>
    </form>
  );
}
