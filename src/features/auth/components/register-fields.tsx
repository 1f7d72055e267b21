// The end of both sign-up forms: the terms checkbox and the way back to login.
import Link from 'next/link';
import { Checkbox, Form } from 'antd';
import { paths } from '@/config/paths';

export const termsRule = {
  validator: (_r: unknown, value: boolean) =>
    value ? Promise.resolve() : Promise.reject(new Error('Please accept the terms of service')),
};

export function TermsField() {
  return (
    <Form.Item name="agree" valuePropName="checked" rules={[termsRule]}>
      <Checkbox>
        I accept the <Link href={paths.terms}>terms of service</Link>
      </Checkbox>
    </Form.Item>
  );
}

export function LoginLink() {
  return (
    <p style={{ marginTop: 16, textAlign: 'center' }}>
      Already have an account? <Link href={paths.auth.login}>Log in</Link>
    </p>
  );
}
