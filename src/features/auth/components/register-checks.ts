// The sign-up forms' checks (antd-free, issue 22), in the words the antd rules used: the API's own checks
// mirrored so a refusal is shown next to the field before the request is sent.
import {
  checkAdult,
  checkConfirm,
  checkEmail,
  checkName,
  checkPassword,
  checkRequired,
  checkUsername,
} from '@/components/form-rules';
import { isImageFile, megabytes } from '@/components/file-rules';
import { MAX_SIZE_IMAGE } from '@/config/constants';
import type { FieldErrors } from '@/components/plain-form';

export interface FanRegisterValues {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  agree: boolean;
}

export interface CreatorRegisterValues {
  firstName: string;
  lastName: string;
  name: string;
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  gender: string;
  dateOfBirth: string;
  country: string;
  idVerification: File | null;
  documentVerification: File | null;
  agree: boolean;
}

export const TERMS_LABEL = 'I accept the terms of service';

/** The words each field shows (its label), for the summary beside the submit button. */
export const REGISTER_LABELS: Record<keyof CreatorRegisterValues, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  name: 'Display name',
  username: 'Username',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  gender: 'Gender',
  dateOfBirth: 'Date of birth',
  country: 'Country',
  idVerification: 'Government ID',
  documentVerification: 'Selfie with ID',
  agree: TERMS_LABEL,
};

/** Only the failed checks, so `{}` means the values pass. */
function failed<T>(all: Record<keyof T, string>): FieldErrors<T> {
  return Object.fromEntries(Object.entries(all).filter(([, message]) => message)) as FieldErrors<T>;
}

function accountErrors(v: FanRegisterValues) {
  return {
    firstName: checkName(v.firstName, REGISTER_LABELS.firstName),
    lastName: checkName(v.lastName, REGISTER_LABELS.lastName),
    username: checkUsername(v.username),
    email: checkEmail(v.email),
    password: checkPassword(v.password),
    confirmPassword: checkConfirm(v.confirmPassword, v.password),
    agree: v.agree ? '' : 'Please accept the terms of service',
  };
}

export const checkFanRegister = (v: FanRegisterValues) => failed<FanRegisterValues>(accountErrors(v));

/** A required ID image: an image file under the size limit. */
export function checkIdImage(file: File | null, label: string, max = MAX_SIZE_IMAGE): string {
  if (!file) return `${label} is required`;
  if (!isImageFile(file)) return `${label} must be an image`;
  if (file.size > max) return `${label} must be smaller than ${megabytes(max)}`;
  return '';
}

export const checkCreatorRegister = (v: CreatorRegisterValues) =>
  failed<CreatorRegisterValues>({
    ...accountErrors(v),
    name: checkName(v.name, REGISTER_LABELS.name),
    gender: checkRequired(v.gender, 'Gender'),
    dateOfBirth: checkAdult(v.dateOfBirth),
    country: checkRequired(v.country, 'Country'),
    idVerification: checkIdImage(v.idVerification, REGISTER_LABELS.idVerification),
    documentVerification: checkIdImage(v.documentVerification, REGISTER_LABELS.documentVerification),
  });
