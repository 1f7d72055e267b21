// The identity fields every account form repeats (fan profile, creator profile, password), antd-free (issue 22):
// plain fields driven by usePlainForm, with the autocomplete hints and, in account-checks, the checks the API's
// own rules expect. Forms place them; the values stay in the form.
import type { ReactNode } from 'react';
import { PlainField } from './plain-field';
import type { PlainForm } from './plain-form';
import { emailChanging } from './account-checks';
import styles from './account-fields.module.css';

/** Two fields side by side from 576 px (antd's `sm`), stacked on phones. */
export function FieldPair({ children }: { children: ReactNode }) {
  return <div className={styles.pair}>{children}</div>;
}

export function FirstLastNameFields<T extends { firstName: string; lastName: string }>({
  form,
}: {
  form: PlainForm<T>;
}) {
  return (
    <FieldPair>
      <PlainField {...form.field('firstName')} autoComplete="given-name" />
      <PlainField {...form.field('lastName')} autoComplete="family-name" />
    </FieldPair>
  );
}

export function DisplayNameField<T extends { name: string }>({ form }: { form: PlainForm<T> }) {
  return <PlainField {...form.field('name')} autoComplete="nickname" />;
}

/** Usernames are lower case: what is typed is lowered as it is typed. */
export function UsernameField<T extends { username: string }>({ form }: { form: PlainForm<T> }) {
  return (
    <PlainField
      {...form.field('username')}
      onChange={(value) => form.set('username', value.toLowerCase() as T['username'])}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

export function EmailField<T extends { email: string }>({
  form,
  extra,
}: {
  form: PlainForm<T>;
  extra?: ReactNode;
}) {
  return (
    <PlainField
      {...form.field('email')}
      hint={extra}
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}

/**
 * The current password, asked for when the email in this form differs from the saved one (the API requires it
 * for email and password changes). Accounts made with Google or X have none to give: nothing is shown.
 */
export function CurrentPasswordForEmailField<T extends { email: string; currentPassword: string }>({
  form,
  savedEmail,
  hasPassword,
}: {
  form: PlainForm<T>;
  savedEmail: string;
  hasPassword: boolean;
}) {
  if (!hasPassword || !emailChanging(form.values.email, savedEmail)) return null;
  return (
    <PlainField
      {...form.field('currentPassword')}
      revealable
      autoComplete="current-password"
      hint="We will tell your current address about the change."
    />
  );
}

/** A new password and its confirmation. */
export function NewPasswordFields<T extends { password: string; confirmPassword: string }>({
  form,
}: {
  form: PlainForm<T>;
}) {
  return (
    <>
      <PlainField {...form.field('password')} revealable autoComplete="new-password" />
      <PlainField {...form.field('confirmPassword')} revealable autoComplete="new-password" />
    </>
  );
}

/** A creator's date of birth: 18 or older (the API checks it too). */
export function DateOfBirthField<T extends { dateOfBirth: string }>({ form }: { form: PlainForm<T> }) {
  return <PlainField {...form.field('dateOfBirth')} type="date" autoComplete="bday" />;
}
