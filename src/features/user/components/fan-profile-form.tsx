// Fan profile (UI contract): Display name, First name, Last name, Username, Email, Gender -> "Save changes".
import { Alert, Button, Card, Col, Form, Row, Select } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { GENDERS } from '@/config/constants';
import { CountrySelect } from '@/features/reference';
import { profileUpdateRequested, selectCurrentUser } from '../user-slice';
import type { CurrentUser } from '../types';
import { useUpdateFeedback } from './use-update-feedback';
import { AvatarUpload } from './avatar-upload';
import { ResendVerification } from './resend-verification';
import {
  DisplayNameField,
  CurrentPasswordForEmailField,
  EmailField,
  FirstLastNameFields,
  UsernameField,
} from '@/components/account-fields';
import { FormErrorSummary, LongForm } from '@/components/long-form';

type Values = Pick<
  CurrentUser,
  'name' | 'firstName' | 'lastName' | 'username' | 'email' | 'gender' | 'country'
>;

export function FanProfileForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { begin, updating } = useUpdateFeedback('profile');
  if (!user) return null;

  const initial: Values = {
    name: user.name,
    firstName: user.firstName,
    lastName: user.lastName,
    username: user.username,
    email: user.email,
    gender: user.gender || undefined!,
    country: user.country || undefined!,
  };

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Profile</h2>}>
      <AvatarUpload />
      {!user.verifiedEmail && user.email ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title="Your email address is not verified yet."
          action={<ResendVerification />}
        />
      ) : null}
      <LongForm<Values>
        name="fan-profile"
        layout="vertical"
        initialValues={initial}
        requiredMark={false}
        onFinish={(values) => {
          begin();
          dispatch(
            profileUpdateRequested({
              ...values,
              username: values.username?.trim(),
              email: values.email?.trim(),
            }),
          );
        }}
      >
        <DisplayNameField />
        <FirstLastNameFields />
        <UsernameField />
        <EmailField />
        <CurrentPasswordForEmailField savedEmail={user.email} hasPassword={user.hasPassword} />
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Gender" name="gender">
              <Select allowClear options={GENDERS.map((g) => ({ value: g.value, label: g.label }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Country" name="country">
              <CountrySelect allowClear />
            </Form.Item>
          </Col>
        </Row>
        <FormErrorSummary />
        <Button type="primary" htmlType="submit" loading={updating}>
          Save changes
        </Button>
      </LongForm>
    </Card>
  );
}
