// Fan sign-up (reference §2.3): names, username, email, password + confirm, terms. Success goes to the login
// page, which says the account was created.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { Button } from 'antd';
import { useToast } from '@/components/toast-provider';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { registerFan } from '../api';
import {
  EmailField,
  FirstLastNameFields,
  NewPasswordFields,
  UsernameField,
} from '@/components/account-fields';
import { LoginLink, TermsField } from './register-fields';
import { FormErrorSummary, LongForm } from '@/components/long-form';

export interface FanRegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

export function FanRegisterForm({ onRegistered }: { onRegistered?: (values: FanRegisterValues) => void }) {
  const message = useToast();
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: FanRegisterValues) => {
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
      message.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <LongForm<FanRegisterValues>
      name="fan-register"
      layout="vertical"
      onFinish={onFinish}
      requiredMark={false}
    >
      <FirstLastNameFields />
      <UsernameField extra="3-30 characters: lowercase letters, numbers, _ or -" />
      <EmailField />
      <NewPasswordFields />
      <TermsField />
      <FormErrorSummary />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create account
      </Button>
      <LoginLink />
    </LongForm>
  );
}
