// Creator profile, "Basic settings" tab (reference §2.5): avatar, cover, identity, bio, body info, location,
// welcome video with its "activate" switch. Saved through the profile saga (PUT /performers/me). antd-free
// (issue 22): plain fields driven by usePlainForm; the values and checks are in creator-basic-values.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FormSubmit, usePlainForm } from '@/components/plain-form';
import { PlainSwitch } from '@/components/plain-switch';
import {
  CurrentPasswordForEmailField,
  DisplayNameField,
  EmailField,
  FirstLastNameFields,
  UsernameField,
} from '@/components/account-fields';
import { profileUpdateRequested, selectCurrentUser } from '../../user-slice';
import type { CurrentUser } from '../../types';
import { useUpdateFeedback } from '../use-update-feedback';
import { AvatarUpload } from '../avatar-upload';
import { ResendVerification } from '../resend-verification';
import { CoverUpload, WelcomeVideoUpload } from './creator-media';
import { ProfileDetailFields } from './creator-profile-fields';
import {
  BASIC_LABELS,
  basicUpdate,
  basicValuesOf,
  checkBasic,
  type BasicValues,
} from './creator-basic-values';
import styles from './creator-account.module.css';

export function CreatorBasicForm() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <div>
      <AvatarUpload />
      <CoverUpload />
      <BasicFields user={user} />
    </div>
  );
}

function BasicFields({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const { begin, updating } = useUpdateFeedback('profile');
  const account = { savedEmail: user.email, hasPassword: user.hasPassword };
  const form = usePlainForm<BasicValues>({
    initial: basicValuesOf(user),
    check: (v) => checkBasic(v, account),
    idOf: (key) => `creator-basic_${String(key)}`,
    labels: BASIC_LABELS,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit()) return;
    begin();
    dispatch(profileUpdateRequested(basicUpdate(form.values, account)));
  };

  return (
    <form name="creator-basic" noValidate onSubmit={onSubmit}>
      <FirstLastNameFields form={form} />
      <DisplayNameField form={form} />
      <UsernameField form={form} />
      <EmailField
        form={form}
        extra={user.email && !user.verifiedEmail ? <ResendVerification /> : undefined}
      />
      <CurrentPasswordForEmailField form={form} {...account} />
      <ProfileDetailFields form={form} />
      <h3 className={styles.section}>Welcome video</h3>
      <WelcomeVideoUpload />
      <PlainSwitch
        id={form.field('activateWelcomeVideo').id}
        label={BASIC_LABELS.activateWelcomeVideo}
        checked={Boolean(form.values.activateWelcomeVideo)}
        onChange={(on) => form.set('activateWelcomeVideo', on)}
      />
      <FormSubmit failed={form.failed} busy={updating} label="Save changes" />
    </form>
  );
}
