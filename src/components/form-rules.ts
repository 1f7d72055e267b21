// Shared antd Form rules. They mirror the API's own checks (usernames 3-30 chars [a-z0-9_-], passwords >= 6).
import type { FormRule } from 'antd';
import { formatMoney } from '@/lib/money';

export const USERNAME_PATTERN = /^[a-z0-9_-]{3,30}$/;
export const PASSWORD_MIN = 6;
export const NAME_MAX = 100;

export const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

const INVALID_EMAIL = 'Please enter a valid email address';
const confirmMissing = 'Please confirm your password';
const confirmDiffers = 'Passwords do not match';
const passwordShort = `Password must be at least ${PASSWORD_MIN} characters`;

export const emailRules = (label = 'Email'): FormRule[] => [
  required(`${label} is required`),
  { type: 'email', message: INVALID_EMAIL },
];

const USERNAME_INVALID = 'Username must be 3-30 characters: lowercase letters, numbers, _ or -';
const UNDER_AGE = 'You must be at least 18 years old';

export const usernameRules: FormRule[] = [
  required('Username is required'),
  { pattern: USERNAME_PATTERN, message: USERNAME_INVALID },
];

export const passwordRules = (label = 'Password'): FormRule[] => [
  required(`${label} is required`),
  { min: PASSWORD_MIN, message: passwordShort },
];

export const nameRules = (label: string): FormRule[] => [
  required(`${label} is required`),
  { max: NAME_MAX, message: `${label} must be at most ${NAME_MAX} characters` },
];

/** Confirm field: must equal the field named `field`. */
export const confirmRules = (field = 'password'): FormRule[] => [
  required(confirmMissing),
  ({ getFieldValue }) => ({
    validator(_rule, value) {
      if (!value || getFieldValue(field) === value) return Promise.resolve();
      return Promise.reject(new Error(confirmDiffers));
    },
  }),
];

/** "$2.95", "$300": no trailing zeros on whole amounts (matches the UI contract's messages). */
export function formatLimit(value: number): string {
  return formatMoney(value);
}

/** Price between the settings' min and max, e.g. "Monthly price must be between $2.95 and $300". */
export const priceRangeRules = (label: string, min: number, max: number): FormRule[] => [
  { required: true, message: `${label} is required` },
  {
    validator(_rule, value) {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const n = Number(value);
      if (Number.isFinite(n) && n >= min && n <= max) return Promise.resolve();
      return Promise.reject(
        new Error(`${label} must be between ${formatLimit(min)} and ${formatLimit(max)}`),
      );
    },
  },
];

export const intRangeRules = (label: string, min: number, max: number): FormRule[] => [
  { required: true, message: `${label} is required` },
  {
    validator(_rule, value) {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const n = Number(value);
      if (Number.isInteger(n) && n >= min && n <= max) return Promise.resolve();
      return Promise.reject(new Error(`${label} must be between ${min} and ${max}`));
    },
  },
];

/** At least 18 years old on the given ISO date (YYYY-MM-DD). */
export function isAdult(isoDate: string, now = new Date()): boolean {
  const d = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return false;
  const limit = new Date(Date.UTC(now.getUTCFullYear() - 18, now.getUTCMonth(), now.getUTCDate()));
  return d.getTime() <= limit.getTime();
}

export const adultDateRules: FormRule[] = [
  required('Date of birth is required'),
  {
    validator(_rule, value: string) {
      if (!value || isAdult(value)) return Promise.resolve();
      return Promise.reject(new Error(UNDER_AGE));
    },
  },
];

// The same checks for the antd-free forms (components/plain-field): the message of the first failed rule, or ''.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const checkEmail = (value: string, label = 'Email') =>
  !value.trim() ? `${label} is required` : EMAIL.test(value.trim()) ? '' : INVALID_EMAIL;
export const checkPassword = (value: string, label = 'Password') =>
  !value.trim() ? `${label} is required` : value.length < PASSWORD_MIN ? passwordShort : '';
export const checkConfirm = (value: string, password: string) =>
  !value.trim() ? confirmMissing : value === password ? '' : confirmDiffers;
export const checkRequired = (value: string, label: string) => (value.trim() ? '' : `${label} is required`);
export const checkName = (value: string, label: string) =>
  checkRequired(value, label) ||
  (value.length > NAME_MAX ? `${label} must be at most ${NAME_MAX} characters` : '');
export const checkUsername = (value: string) =>
  checkRequired(value, 'Username') || (USERNAME_PATTERN.test(value) ? '' : USERNAME_INVALID);
export const checkAdult = (value: string) =>
  checkRequired(value, 'Date of birth') || (isAdult(value) ? '' : UNDER_AGE);
