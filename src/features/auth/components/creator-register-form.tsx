// Creator sign-up (reference §2.3): identity, password, gender, country, date of birth (18+), and the two
// required ID images (government ID, selfie holding it) sent as multipart with an upload progress bar.
// Antd-free (public pages' JS budget, issue 22): plain fields, native selects, a file picker per image.
import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/router';
import { useNotify } from '@/components/notify';
import { PlainField, PlainSelect } from '@/components/plain-field';
import { usePlainForm } from '@/components/plain-form';
import { paths } from '@/config/paths';
import { GENDERS, MESSAGES } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import { useCountries } from '@/features/reference';
import { registerCreator } from '../api';
import { checkCreatorRegister, type CreatorRegisterValues, REGISTER_LABELS } from './register-checks';
import { FieldPair, NameFields, SubmitRow, TermsField } from './register-fields';
import { IdImageField } from './id-image-field';
import styles from './register.module.css';

const EMPTY: CreatorRegisterValues = {
  firstName: '',
  lastName: '',
  name: '',
  username: '',
  email: '',
  password: '',
  confirmPassword: '',
  gender: '',
  dateOfBirth: '',
  country: '',
  idVerification: null,
  documentVerification: null,
  agree: false,
};

const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g.value, label: g.label }));

export function CreatorRegisterForm() {
  const notify = useNotify();
  const router = useRouter();
  const id = useId();
  const { countries } = useCountries();
  const [progress, setProgress] = useState<number | null>(null);
  const form = usePlainForm({
    initial: EMPTY,
    check: checkCreatorRegister,
    idOf: (key) => `${id}-${key}`,
    labels: REGISTER_LABELS,
  });
  const v = form.values;

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit() || !v.idVerification || !v.documentVerification) return;
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
        { idVerification: v.idVerification, documentVerification: v.documentVerification },
        setProgress,
      );
      // the login page shows the outcome: a toast would vanish with this page
      await router.push(`${paths.auth.login}?notice=registered`);
    } catch (err) {
      notify.error(toApiError(err, MESSAGES.genericFallback).message);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form name="creator-register" noValidate onSubmit={onSubmit}>
      <NameFields form={form} />
      <PlainField {...form.field('name')} autoComplete="nickname" />
      <PlainField
        {...form.field('username')}
        onChange={(value) => form.set('username', value.toLowerCase())}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PlainField
        {...form.field('email')}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <FieldPair>
        <PlainField {...form.field('password')} revealable autoComplete="new-password" />
        <PlainField {...form.field('confirmPassword')} revealable autoComplete="new-password" />
      </FieldPair>
      <FieldPair>
        <PlainSelect {...form.field('gender')} options={GENDER_OPTIONS} />
        <PlainField {...form.field('dateOfBirth')} type="date" autoComplete="bday" />
      </FieldPair>
      <PlainSelect
        {...form.field('country')}
        autoComplete="country"
        options={countries.map((c) => ({ value: c.code, label: c.name }))}
      />
      <IdImageField
        id={`${id}-idVerification`}
        label={REGISTER_LABELS.idVerification}
        choose="Choose ID image"
        hint="A photo of your passport, ID card or driving licence (image, max 5 MB)"
        file={v.idVerification}
        error={form.errors.idVerification}
        onChange={(file) => form.set('idVerification', file)}
      />
      <IdImageField
        id={`${id}-documentVerification`}
        label={REGISTER_LABELS.documentVerification}
        choose="Choose selfie image"
        hint="A photo of you holding the same ID next to your face (image, max 5 MB)"
        file={v.documentVerification}
        error={form.errors.documentVerification}
        onChange={(file) => form.set('documentVerification', file)}
      />
      <TermsField
        id={`${id}-agree`}
        checked={v.agree}
        error={form.errors.agree}
        onChange={(checked) => form.set('agree', checked)}
      />
      {progress !== null ? (
        <div className={styles.progress}>
          <progress value={progress} max={100} aria-label="Upload progress" />
          <span aria-hidden>{progress}%</span>
        </div>
      ) : null}
      <SubmitRow failed={form.failed} busy={progress !== null}>
        Create creator account
      </SubmitRow>
    </form>
  );
}
