// Fan sign-up (reference §2.3): names, username, email, password + confirm, terms. Success goes to the login
// page, which says the account was created. Antd-free like the login form (public pages' JS budget, issue 22).
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useNotify } from '@/components/notify';
import { PlainField } from '@/components/plain-field';
import { usePlainForm } from '@/components/plain-form';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { registerFan } from '../api';
import { checkFanRegister, type FanRegisterValues, REGISTER_LABELS } from './register-checks';
import { NameFields, SubmitRow, TermsField } from './register-fields';

export type { FanRegisterValues } from './register-checks';

const EMPTY: FanRegisterValues = {
  firstName: '',
  lastName: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  agree: false,
};

export function FanRegisterForm({ onRegistered }: { onRegistered?: (values: FanRegisterValues) => void }) {
  const notify = useNotify();
  const router = useRouter();
  const id = useId();
  const [submitting, setSubmitting] = useState(false);
  const form = usePlainForm({
    initial: EMPTY,
    check: checkFanRegister,
    idOf: (key) => `${id}-${key}`,
    labels: REGISTER_LABELS,
  });
  const { values } = form;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit()) return;
    setSubmitting(true);
    try {
      await registerFan({
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        name: `${values.firstName.trim()} ${values.lastName.trim()}`,
        username: values.username.trim(),
        email: values.email.trim(),
        password: values.password,
      });
      onRegistered?.(values);
      // the login page shows the outcome: a toast would vanish with this page
      await router.push(`${paths.auth.login}?notice=registered`);
    } catch (err) {
      notify.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form name="fan-register" noValidate onSubmit={onSubmit}>
      <NameFields form={form} />
      <PlainField
        {...form.field('username')}
        onChange={(value) => form.set('username', value.toLowerCase())}
        hint="3-30 characters: lowercase letters, numbers, _ or -"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PlainField
        {...form.field('email')}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PlainField {...form.field('password')} revealable autoComplete="new-password" />
      <PlainField {...form.field('confirmPassword')} revealable autoComplete="new-password" />
      <TermsField
        id={`${id}-agree`}
        checked={values.agree}
        error={form.errors.agree}
        onChange={(checked) => form.set('agree', checked)}
      />
      <SubmitRow failed={form.failed} busy={submitting}>
        Create account
      </SubmitRow>
    </form>
  );
}
