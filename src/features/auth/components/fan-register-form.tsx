// Fan sign-up (reference §2.3): names, username, email, password + confirm, terms. Success goes to the login
// page, which says the account was created.
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Button, Checkbox, Form, Input } from 'antd';
import { useToast } from '@/components/toast-provider';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { confirmRules, passwordRules } from '@/components/form-rules';
import { registerFan } from '../api';
import { EmailField, FirstLastNameFields, UsernameField } from '@/components/account-fields';
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

export const termsRule = {
  validator: (_r: unknown, value: boolean) =>
    value ? Promise.resolve() : Promise.reject(new Error('Please accept the terms of service')),
};

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
      <Form.Item label="Password" name="password" rules={passwordRules()}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmRules()}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="agree" valuePropName="checked" rules={[termsRule]}>
        <Checkbox>
          I accept the <Link href={paths.terms}>terms of service</Link>
        </Checkbox>
      </Form.Item>
      <FormErrorSummary />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create account
      </Button>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        Already have an account? <Link href={paths.auth.login}>Log in</Link>
      </p>
    </LongForm>
  );
}
