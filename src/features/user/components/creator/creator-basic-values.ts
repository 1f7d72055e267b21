// The values of the creator's "Basic settings" form (plain, issue 22): from the account, their checks, and what
// is sent (PUT /performers/me through the profile saga): the fields the form shows, empty ones left out.
import { checkAdult } from '@/components/form-rules';
import {
  currentPasswordFor,
  failedOnly,
  IDENTITY_LABELS,
  identityErrors,
  type IdentityValues,
} from '@/components/account-checks';
import type { FieldErrors } from '@/components/plain-form';
import type { CurrentUser } from '../../types';
import { cleanValues } from './clean-values';

export const BIO_MAX = 2000;

export const BODY_FIELDS = [
  { name: 'sexualOrientation', label: 'Sexual orientation', list: 'sexualOrientations' },
  { name: 'height', label: 'Height', list: 'heights' },
  { name: 'weight', label: 'Weight', list: 'weights' },
  { name: 'bodyType', label: 'Body type', list: 'bodyTypes' },
  { name: 'eyes', label: 'Eyes', list: 'eyes' },
  { name: 'hair', label: 'Hair', list: 'hairs' },
] as const;

type BodyField = (typeof BODY_FIELDS)[number]['name'];

export interface BasicValues extends IdentityValues, Record<BodyField, string> {
  bio: string;
  gender: string;
  /** undefined until the creator picks (an untouched list is not sent) */
  categoryIds: string[] | undefined;
  dateOfBirth: string;
  country: string;
  ethnicity: string;
  state: string;
  city: string;
  showCity: boolean | undefined;
  address: string;
  zipcode: string;
  activateWelcomeVideo: boolean | undefined;
}

/** The words of each field; the key order is the fields' order on the page (the summary names them in it). */
export const BASIC_LABELS: Record<keyof BasicValues, string> = {
  firstName: IDENTITY_LABELS.firstName,
  lastName: IDENTITY_LABELS.lastName,
  name: IDENTITY_LABELS.name,
  username: IDENTITY_LABELS.username,
  email: IDENTITY_LABELS.email,
  currentPassword: IDENTITY_LABELS.currentPassword,
  bio: 'Bio',
  gender: 'Gender',
  categoryIds: 'Categories',
  dateOfBirth: 'Date of birth',
  country: 'Country',
  ethnicity: 'Ethnicity',
  sexualOrientation: 'Sexual orientation',
  height: 'Height',
  weight: 'Weight',
  bodyType: 'Body type',
  eyes: 'Eyes',
  hair: 'Hair',
  state: 'State',
  city: 'City',
  showCity: 'Show my city on my profile',
  address: 'Address',
  zipcode: 'Zip code',
  activateWelcomeVideo: 'Activate welcome video',
};

const text = (v: string | undefined) => v ?? '';

export function basicValuesOf(user: CurrentUser): BasicValues {
  const initial = {} as Record<string, unknown>;
  for (const key of Object.keys(BASIC_LABELS)) initial[key] = '';
  return {
    ...(initial as unknown as BasicValues),
    firstName: user.firstName,
    lastName: user.lastName,
    name: user.name,
    username: user.username,
    email: user.email,
    bio: text(user.bio),
    gender: text(user.gender),
    categoryIds: user.categoryIds,
    dateOfBirth: text(user.dateOfBirth).slice(0, 10),
    country: text(user.country),
    ethnicity: text(user.ethnicity),
    sexualOrientation: text(user.sexualOrientation),
    height: text(user.height),
    weight: text(user.weight),
    bodyType: text(user.bodyType),
    eyes: text(user.eyes),
    hair: text(user.hair),
    state: text(user.state),
    city: text(user.city),
    showCity: user.showCity,
    address: text(user.address),
    zipcode: text(user.zipcode),
    activateWelcomeVideo: user.activateWelcomeVideo,
  };
}

type Account = { savedEmail: string; hasPassword: boolean };

export function checkBasic(v: BasicValues, account: Account): FieldErrors<BasicValues> {
  return failedOnly<BasicValues>({
    ...identityErrors(v, account),
    bio: v.bio.length > BIO_MAX ? `Bio must be at most ${BIO_MAX} characters` : '',
    dateOfBirth: checkAdult(v.dateOfBirth),
  });
}

/** What the profile saga sends: every field the form shows, the current password while asked, empty ones not. */
export function basicUpdate(v: BasicValues, account: Account) {
  const { currentPassword: _unused, ...fields } = v;
  return cleanValues({ ...fields, ...currentPasswordFor(v, account) });
}
