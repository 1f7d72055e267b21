// Creator sign-up (reference §2.3): identity, password, gender, country, date of birth (18+), and the two
// required ID images (government ID, selfie holding it) sent as multipart with an upload progress bar.
import { useState } from 'react';
import { useRouter } from 'next/router';
import { Button, Col, Form, Progress, Row, Select, Upload } from 'antd';
import { useToast } from '@/components/toast-provider';
import { UploadOutlined } from '@ant-design/icons';
import type { UploadFile } from 'antd';
import { paths } from '@/config/paths';
import { GENDERS, MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { required } from '@/components/form-rules';
import { requiredImageRules, uploadValue } from '@/components/file-rules';
import { CountrySelect } from '@/features/reference';
import { registerCreator } from '../api';
import { LoginLink, TermsField } from './register-fields';
import {
  DisplayNameField,
  EmailField,
  DateOfBirthField,
  FirstLastNameFields,
  NewPasswordFields,
  UsernameField,
} from '@/components/account-fields';
import { FormErrorSummary, LongForm } from '@/components/long-form';

interface Values {
  firstName: string;
  lastName: string;
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender: string;
  country: string;
  dateOfBirth: string;
  idVerification: UploadFile[];
  documentVerification: UploadFile[];
  agree: boolean;
}

const keepLocal = () => false as const; // files are sent with the form, not uploaded on pick

/** One required ID image, kept in the form until it is sent. */
function IdImageField({
  label,
  name,
  extra,
  choose,
}: {
  label: string;
  name: 'idVerification' | 'documentVerification';
  extra: string;
  choose: string;
}) {
  return (
    <Form.Item
      label={label}
      name={name}
      valuePropName="fileList"
      getValueFromEvent={uploadValue}
      rules={requiredImageRules(label)}
      extra={extra}
    >
      <Upload accept="image/*" maxCount={1} beforeUpload={keepLocal} listType="picture">
        <Button icon={<UploadOutlined aria-hidden />}>{choose}</Button>
      </Upload>
    </Form.Item>
  );
}

export function CreatorRegisterForm() {
  const message = useToast();
  const router = useRouter();
  const [progress, setProgress] = useState<number | null>(null);

  const onFinish = async (v: Values) => {
    setProgress(0);
    try {
      await registerCreator(
        {
          firstName: v.firstName.trim(),
          lastName: v.lastName.trim(),
          name: v.name.trim(),
          username: v.username.trim(),
          email: v.email.trim(),
          password: v.password,
          gender: v.gender,
          country: v.country,
          dateOfBirth: v.dateOfBirth,
        },
        {
          idVerification: v.idVerification[0].originFileObj as Blob,
          documentVerification: v.documentVerification[0].originFileObj as Blob,
        },
        setProgress,
      );
      // the login page shows the outcome: a toast would vanish with this page
      await router.push(`${paths.auth.login}?notice=registered`);
    } catch (err) {
      message.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setProgress(null);
    }
  };

  const submitting = progress !== null;
  return (
    <LongForm<Values> name="creator-register" layout="vertical" onFinish={onFinish} requiredMark={false}>
      <FirstLastNameFields />
      <DisplayNameField />
      <UsernameField />
      <EmailField />
      <NewPasswordFields sideBySide />
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item label="Gender" name="gender" rules={[required('Gender is required')]}>
            <Select options={GENDERS.map((g) => ({ value: g.value, label: g.label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <DateOfBirthField />
        </Col>
      </Row>
      <Form.Item label="Country" name="country" rules={[required('Country is required')]}>
        <CountrySelect />
      </Form.Item>
      <IdImageField
        label="Government ID"
        name="idVerification"
        extra="A photo of your passport, ID card or driving licence (image, max 5 MB)"
        choose="Choose ID image"
      />
      <IdImageField
        label="Selfie with ID"
        name="documentVerification"
        extra="A photo of you holding the same ID next to your face (image, max 5 MB)"
        choose="Choose selfie image"
      />
      <TermsField />
      {submitting ? <Progress percent={progress} aria-label="Upload progress" /> : null}
      <FormErrorSummary />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Create creator account
      </Button>
      <LoginLink />
    </LongForm>
  );
}
