// Fan profile (UI contract): Display name, First name, Last name, Username, Email, Gender -> "Save changes".
// antd-free (issue 22): plain fields driven by usePlainForm.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { GENDERS } from '@/config/constants';
import { CountrySelect } from '@/features/reference';
import { PlainSelect } from '@/components/plain-field';
import { FormSubmit, usePlainForm } from '@/components/plain-form';
import { PlainNotice } from '@/components/plain-notice';
import {
  CurrentPasswordForEmailField,
  DisplayNameField,
  EmailField,
  FieldPair,
  FirstLastNameFields,
  UsernameField,
} from '@/components/account-fields';
import {
  currentPasswordFor,
  failedOnly,
  IDENTITY_LABELS,
  identityErrors,
  type IdentityValues,
} from '@/components/account-checks';
import { profileUpdateRequested, selectCurrentUser } from '../user-slice';
import type { CurrentUser } from '../types';
import { useUpdateFeedback } from './use-update-feedback';
import { AvatarUpload } from './avatar-upload';
import { ResendVerification } from './resend-verification';

interface Values extends IdentityValues {
  gender: string;
  country: string;
}

const LABELS: Record<keyof Values, string> = { ...IDENTITY_LABELS, gender: 'Gender', country: 'Country' };
const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g.value, label: g.label }));

export function FanProfileForm() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <section className="plain-card" aria-labelledby="fan-profile-title">
      <h2 id="fan-profile-title" style={{ fontSize: 18, margin: '0 0 16px' }}>
        Profile
      </h2>
      <AvatarUpload />
      {!user.verifiedEmail && user.email ? (
        <PlainNotice
          type="warning"
          title="Your email address is not verified yet."
          action={<ResendVerification />}
        />
      ) : null}
      <FanProfileFields user={user} />
    </section>
  );
}

function FanProfileFields({ user }: { user: CurrentUser }) {
  const dispatch = useAppDispatch();
  const { begin, updating } = useUpdateFeedback('profile');
  const account = { savedEmail: user.email, hasPassword: user.hasPassword };
  const form = usePlainForm<Values>({
    // the key order is the fields' order on the page (the summary names them in it)
    initial: {
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      username: user.username,
      email: user.email,
      currentPassword: '',
      gender: user.gender || '',
      country: user.country || '',
    },
    check: (v) => failedOnly<Values>(identityErrors(v, account)),
    idOf: (key) => `fan-profile_${String(key)}`,
    labels: LABELS,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit()) return;
    const v = form.values;
    begin();
    dispatch(
      profileUpdateRequested({
        name: v.name,
        firstName: v.firstName,
        lastName: v.lastName,
        username: v.username.trim(),
        email: v.email.trim(),
        ...currentPasswordFor(v, account),
        // an empty choice is no change, as the antd form's cleared select sent nothing
        gender: v.gender || undefined,
        country: v.country || undefined,
      }),
    );
  };

  return (
    <form name="fan-profile" noValidate onSubmit={onSubmit}>
      <DisplayNameField form={form} />
      <FirstLastNameFields form={form} />
      <UsernameField form={form} />
      <EmailField form={form} />
      <CurrentPasswordForEmailField form={form} {...account} />
      <FieldPair>
        <PlainSelect {...form.field('gender')} options={GENDER_OPTIONS} />
        <CountrySelect {...form.field('country')} />
      </FieldPair>
      <FormSubmit failed={form.failed} busy={updating} label="Save changes" />
    </form>
  );
}
