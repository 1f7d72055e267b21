// Visitor-facing creator lookups: directory search, random/top picks, profile, fan search and view.
import { Type, type Static } from 'typebox';
import { AGE_RANGES } from '../contract/age-ranges';
import { ETHNICITIES } from '../lib/reference-data';
import { Keyword, PageFields } from './common';

export const DIRECTORY_SORTS = [
  'live',
  'popular',
  'latest',
  'oldest',
  'online',
  'updatedAt',
  'createdAt',
] as const;

// '' means "any" (forms send empty filters); anything outside the lists is a 400 naming the allowed values.
export const DirectorySearchQuery = Type.Object({
  q: Type.Optional(Keyword),
  gender: Type.Optional(Type.Enum(['', 'male', 'female', 'transgender', 'couple'])),
  ageRange: Type.Optional(Type.Enum(['', ...AGE_RANGES])),
  ethnicity: Type.Optional(Type.Enum(['', ...ETHNICITIES.map((e) => e.value)])),
  country: Type.Optional(Type.String({ pattern: '^([A-Za-z]{2})?$' })),
  isFreeSubscription: Type.Optional(Type.Enum(['', 'true', 'false', '1', '0'])),
  sortBy: Type.Optional(Type.Enum(['', ...DIRECTORY_SORTS])),
  sort: Type.Optional(Type.Enum(['', 'asc', 'desc', 'ascend', 'descend'])),
  /** repeated keys (categoryIds=a&categoryIds=b); '' means any */
  categoryIds: Type.Optional(Type.Array(Type.String({ pattern: '^([a-f0-9]{24})?$' }), { maxItems: 20 })),
  ...PageFields,
});
export type DirectorySearchQuery = Static<typeof DirectorySearchQuery>;

export const RandomQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })) });

export const UserSearchQuery = Type.Object({ q: Type.Optional(Keyword), ...PageFields });
