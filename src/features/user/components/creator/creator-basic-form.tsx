// Creator profile, "Basic settings" tab (reference §2.5): avatar, cover, identity, bio, body info, location,
// welcome video with its "activate" switch. Saved through the profile saga (PUT /performers/me).
import { Button, Col, Divider, Form, Input, Row, Select, Switch } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { ETHNICITIES, GENDERS } from '@/config/constants';
import { type OptionItem, CountrySelect, useCategories } from '@/features/reference';
import { profileUpdateRequested, selectCurrentUser } from '../../user-slice';
import { useUpdateFeedback } from '../use-update-feedback';
import { AvatarUpload } from '../avatar-upload';
import { ResendVerification } from '../resend-verification';
import { CoverUpload, WelcomeVideoUpload } from './creator-media';
import { cleanValues } from './clean-values';
import { useUserAdditional } from './use-user-additional';
import {
  DisplayNameField,
  CurrentPasswordForEmailField,
  EmailField,
  DateOfBirthField,
  FirstLastNameFields,
  UsernameField,
} from '@/components/account-fields';
import { FormErrorSummary, LongForm } from '@/components/long-form';

const toOptions = (items: OptionItem[] | undefined) =>
  (items ?? []).map((o) => ({ value: o.value, label: o.text }));
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const BODY_FIELDS = [
  { name: 'sexualOrientation', label: 'Sexual orientation', list: 'sexualOrientations' },
  { name: 'height', label: 'Height', list: 'heights' },
  { name: 'weight', label: 'Weight', list: 'weights' },
  { name: 'bodyType', label: 'Body type', list: 'bodyTypes' },
  { name: 'eyes', label: 'Eyes', list: 'eyes' },
  { name: 'hair', label: 'Hair', list: 'hairs' },
] as const;

export function CreatorBasicForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const categories = useCategories();
  const lists = useUserAdditional();
  const { begin, updating } = useUpdateFeedback('profile');
  if (!user) return null;

  return (
    <div>
      <AvatarUpload />
      <CoverUpload />
      <LongForm
        name="creator-basic"
        layout="vertical"
        requiredMark={false}
        initialValues={{ ...user, dateOfBirth: user.dateOfBirth?.slice(0, 10) }}
        onFinish={(values: Record<string, unknown>) => {
          begin();
          dispatch(profileUpdateRequested(cleanValues(values)));
        }}
      >
        <FirstLastNameFields />
        <DisplayNameField />
        <UsernameField />
        <EmailField extra={user.email && !user.verifiedEmail ? <ResendVerification /> : undefined} />
        <CurrentPasswordForEmailField savedEmail={user.email} hasPassword={user.hasPassword} />
        <Form.Item
          label="Bio"
          name="bio"
          rules={[{ max: 2000, message: 'Bio must be at most 2000 characters' }]}
        >
          <Input.TextArea rows={4} showCount maxLength={2000} />
        </Form.Item>
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item label="Gender" name="gender">
              <Select options={GENDERS.map((g) => ({ value: g.value, label: g.label }))} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Categories"
              name="categoryIds"
              extra="Up to 5: fans find you by them in Discover."
            >
              <Select
                mode="multiple"
                maxCount={5}
                allowClear
                options={categories.map((c) => ({ value: c._id, label: c.name }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <DateOfBirthField />
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Country" name="country">
              <CountrySelect />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Ethnicity" name="ethnicity">
              <Select allowClear options={ETHNICITIES.map((e) => ({ value: e, label: capital(e) }))} />
            </Form.Item>
          </Col>
          {BODY_FIELDS.map((f) => (
            <Col xs={24} sm={12} key={f.name}>
              <Form.Item label={f.label} name={f.name}>
                <Select allowClear options={toOptions(lists[f.list])} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={12}>
            <Form.Item label="State" name="state">
              <Input autoComplete="address-level1" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="City" name="city">
              <Input autoComplete="address-level2" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              label="Show my city on my profile"
              name="showCity"
              valuePropName="checked"
              extra="Your address, zip code, state and date of birth are never shown to anyone else; fans see an age range."
            >
              <Switch />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Address" name="address">
              <Input autoComplete="street-address" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label="Zip code" name="zipcode">
              <Input autoComplete="postal-code" />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Welcome video</Divider>
        <WelcomeVideoUpload />
        <Form.Item label="Activate welcome video" name="activateWelcomeVideo" valuePropName="checked">
          <Switch />
        </Form.Item>
        <FormErrorSummary />
        <Button type="primary" htmlType="submit" loading={updating}>
          Save changes
        </Button>
      </LongForm>
    </div>
  );
}
