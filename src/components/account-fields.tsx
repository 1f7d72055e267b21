// The identity fields every account form repeats (sign-up, fan profile, creator profile), with the rules and
// autocomplete hints the API's own checks expect. Forms place them; the values stay in the antd Form.
import type { ReactNode } from 'react';
import { Col, Form, Input, Row } from 'antd';
import {
  adultDateRules,
  confirmRules,
  emailRules,
  nameRules,
  passwordRules,
  usernameRules,
} from './form-rules';

export function FirstLastNameFields() {
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        <Form.Item label="First name" name="firstName" rules={nameRules('First name')}>
          <Input autoComplete="given-name" />
        </Form.Item>
      </Col>
      <Col xs={24} sm={12}>
        <Form.Item label="Last name" name="lastName" rules={nameRules('Last name')}>
          <Input autoComplete="family-name" />
        </Form.Item>
      </Col>
    </Row>
  );
}

export function DisplayNameField() {
  return (
    <Form.Item label="Display name" name="name" rules={nameRules('Display name')}>
      <Input autoComplete="nickname" />
    </Form.Item>
  );
}

const lowerCase = (value: string) => value?.toLowerCase();

export function UsernameField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item label="Username" name="username" rules={usernameRules} normalize={lowerCase} extra={extra}>
      <Input autoComplete="username" autoCapitalize="none" spellCheck={false} />
    </Form.Item>
  );
}

/**
 * The current password, asked for when the email in this form differs from the saved one (the API requires it
 * for email and password changes). Accounts made with Google or X have none to give: nothing is shown.
 */
export function CurrentPasswordForEmailField({
  savedEmail,
  hasPassword,
}: {
  savedEmail: string;
  hasPassword: boolean;
}) {
  const form = Form.useFormInstance();
  const email = Form.useWatch('email', form) as string | undefined;
  const changing =
    typeof email === 'string' && email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();
  if (!changing || !hasPassword) return null;
  return (
    <Form.Item
      label="Current password"
      name="currentPassword"
      rules={[{ required: true, message: 'Enter your current password to change your email' }]}
      extra="We will tell your current address about the change."
    >
      <Input.Password autoComplete="current-password" />
    </Form.Item>
  );
}

export function EmailField({ extra }: { extra?: ReactNode }) {
  return (
    <Form.Item label="Email" name="email" rules={emailRules()} extra={extra}>
      <Input inputMode="email" autoComplete="email" />
    </Form.Item>
  );
}

/**
 * A new password and its confirmation. Side by side on wider screens where the form is long (creator sign-up),
 * stacked elsewhere.
 */
export function NewPasswordFields({
  label = 'Password',
  sideBySide = false,
}: {
  label?: string;
  sideBySide?: boolean;
}) {
  const password = (
    <Form.Item label={label} name="password" rules={passwordRules(label)}>
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
  const confirm = (
    <Form.Item
      label="Confirm password"
      name="confirmPassword"
      dependencies={['password']}
      rules={confirmRules()}
    >
      <Input.Password autoComplete="new-password" />
    </Form.Item>
  );
  if (!sideBySide)
    return (
      <>
        {password}
        {confirm}
      </>
    );
  return (
    <Row gutter={12}>
      <Col xs={24} sm={12}>
        {password}
      </Col>
      <Col xs={24} sm={12}>
        {confirm}
      </Col>
    </Row>
  );
}

/** A creator's date of birth: 18 or older (the API checks it too). */
export function DateOfBirthField() {
  return (
    <Form.Item label="Date of birth" name="dateOfBirth" rules={adultDateRules}>
      <Input type="date" />
    </Form.Item>
  );
}
