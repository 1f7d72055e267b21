// Contact form (reference §2.3 /contact): name, email, message; reCAPTCHA only when the site has a key.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Alert, Button, Form, Input, Result } from 'antd';
import { MESSAGES } from '@/config/constants';
import { emailRules, required } from '@/components/form-rules';
import { toSagaError } from '@/lib/request-saga';
import { CONTACT_LIMITS, sendContact } from '../api';

const Recaptcha = dynamic(() => import('./recaptcha').then((m) => m.Recaptcha), { ssr: false });

export const CONTACT_THANKS = "Thanks, we'll get back to you";

interface Values {
  name: string;
  email: string;
  message: string;
}

interface Props {
  recaptchaSiteKey?: string;
}

export function ContactForm({ recaptchaSiteKey }: Props) {
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState('');
  const [token, setToken] = useState('');
  const [resetKey, setResetKey] = useState(0);

  const onFinish = async (values: Values) => {
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
      <Result
        status="success"
        title={CONTACT_THANKS}
        extra={
          <Button
            onClick={() => {
              form.resetFields();
              setToken('');
              setSent(false);
            }}
          >
            Send another message
          </Button>
        }
      />
    );
  }

  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item
        name="name"
        label="Name"
        rules={[
          required('Name is required'),
          { max: CONTACT_LIMITS.name, message: `Name must be at most ${CONTACT_LIMITS.name} characters` },
        ]}
      >
        <Input autoComplete="name" maxLength={CONTACT_LIMITS.name} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={emailRules('Email')}>
        <Input inputMode="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        name="message"
        label="Message"
        rules={[
          required('Message is required'),
          {
            max: CONTACT_LIMITS.message,
            message: `Message must be at most ${CONTACT_LIMITS.message} characters`,
          },
        ]}
      >
        <Input.TextArea rows={6} maxLength={CONTACT_LIMITS.message} showCount />
      </Form.Item>
      {recaptchaSiteKey ? (
        <Form.Item>
          <Recaptcha siteKey={recaptchaSiteKey} onChange={setToken} resetKey={resetKey} />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={sending}>
        Send message
      </Button>
    </Form>
  );
}
