// "Forgot password" (email -> reset link) and the reset form the emailed link opens (?token=…).
import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Alert, Button, Form, Input } from 'antd';
import { useToast } from '@/components/toast-provider';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { confirmRules, emailRules, passwordRules } from '@/components/form-rules';
import { forgotPassword, resetPassword } from '../api';

export function ForgotPasswordForm() {
  const message = useToast();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState('');

  const onFinish = async ({ email }: { email: string }) => {
    setSending(true);
    try {
      await forgotPassword(email.trim());
      setSentTo(email.trim());
    } catch (err) {
      message.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

  if (sentTo) {
    return (
      <Alert
        type="success"
        showIcon
        title="Check your inbox"
        description={`If an account exists for ${sentTo}, we have sent a link to reset its password.`}
        action={<Link href={paths.auth.login}>Back to log in</Link>}
      />
    );
  }
  return (
    <Form name="forgot-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <p>Enter the email address of your account and we will send you a link to reset your password.</p>
      <Form.Item label="Email" name="email" rules={emailRules()}>
        <Input inputMode="email" autoComplete="email" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={sending}>
        Send reset link
      </Button>
      <p style={{ marginTop: 16, textAlign: 'center' }}>
        <Link href={paths.auth.login}>Back to log in</Link>
      </p>
    </Form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const message = useToast();
  const router = useRouter();
  const [saving, setSaving] = useState(false);

  if (!token) {
    return (
      <Alert
        type="error"
        showIcon
        title="Invalid or expired link"
        description={<Link href={paths.auth.forgotPassword}>Request a new reset link</Link>}
      />
    );
  }

  const onFinish = async ({ password }: { password: string }) => {
    setSaving(true);
    try {
      await resetPassword(token, password);
      // the login page shows the outcome: a toast would vanish with this page
      await router.push(`${paths.auth.login}?notice=password-changed`);
    } catch (err) {
      message.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form name="reset-password" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <Form.Item label="New password" name="password" rules={passwordRules('New password')}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Form.Item
        label="Confirm password"
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmRules()}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={saving}>
        Reset password
      </Button>
    </Form>
  );
}
