// The checks of the account forms' identity fields (components/account-fields), in the words the API's own
// rules and the sign-up forms use: the message of the first failed rule, or ''.
import { checkEmail, checkName, checkUsername } from './form-rules';
import type { FieldErrors } from './plain-form';

export interface IdentityValues {
  name: string;
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  currentPassword: string;
}

export const IDENTITY_LABELS: Record<keyof IdentityValues, string> = {
  name: 'Display name',
  firstName: 'First name',
  lastName: 'Last name',
  username: 'Username',
  email: 'Email',
  currentPassword: 'Current password',
};

/** The email typed differs from the saved one (case and spaces aside). */
export const emailChanging = (email: string, savedEmail: string) =>
  email.trim().toLowerCase() !== savedEmail.trim().toLowerCase();

/** Only the failed checks, so `{}` means the values pass. */
export function failedOnly<T>(all: Partial<Record<keyof T, string>>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(all).filter(([, message]) => message)) as FieldErrors<T>;
}

/** The identity fields' messages; the current password only while the email changes and there is one. */
export function identityErrors(
  v: IdentityValues,
  account: { savedEmail: string; hasPassword: boolean },
): Record<keyof IdentityValues, string> {
  const asked = account.hasPassword && emailChanging(v.email, account.savedEmail);
  return {
    name: checkName(v.name, IDENTITY_LABELS.name),
    firstName: checkName(v.firstName, IDENTITY_LABELS.firstName),
    lastName: checkName(v.lastName, IDENTITY_LABELS.lastName),
    username: checkUsername(v.username),
    email: checkEmail(v.email),
    currentPassword: asked && !v.currentPassword ? 'Enter your current password to change your email' : '',
  };
}

/** The current password goes with the update only while its field is shown. */
export const currentPasswordFor = (
  v: { email: string; currentPassword: string },
  account: { savedEmail: string; hasPassword: boolean },
) =>
  account.hasPassword && emailChanging(v.email, account.savedEmail) && v.currentPassword
    ? { currentPassword: v.currentPassword }
    : {};
