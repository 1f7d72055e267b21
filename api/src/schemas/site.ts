// Public site content: banners, CMS pages, contact form, keyword search, token packages.
import { Type, type Static } from 'typebox';
import { Email, Keyword, PageFields, ShortText } from './common';

export const SitePromoQuery = Type.Object({
  position: Type.Optional(Type.Enum(['', 'top', 'bottom', 'left', 'right', 'middle'])),
  ...PageFields,
});

export const PostSearchQuery = Type.Object({
  q: Type.Optional(Keyword),
  type: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{0,30}$' })),
  // Only active pages are public: `inactive` is accepted and simply matches nothing.
  status: Type.Optional(Type.Enum(['', 'active', 'inactive'])),
  ...PageFields,
});

export const ContactBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    email: Email,
    message: Type.String({ minLength: 1, maxLength: 5000 }),
    /** reCAPTCHA response token; required when the API has RECAPTCHA_SECRET */
    token: Type.Optional(ShortText(4096)),
  },
  { additionalProperties: false },
);

export const KeywordBody = Type.Object(
  { keyword: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);

export const KeywordListQuery = Type.Object({
  sortBy: Type.Optional(Type.Enum(['', 'popular', 'recent'])),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});

export const TokenPackageQuery = Type.Object({ ...PageFields });

// --- Answers ---------------------------------------------------------------------------------------------

/** A home-page banner; `audience` says who it reaches (our addition). */
export const SitePromoJson = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  link: Type.String(),
  position: Type.String(),
  audience: Type.String(),
  status: Type.String(),
  ordering: Type.Number(),
  photo: Type.Object({ url: Type.String(), thumbnails: Type.Array(Type.String()) }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type SitePromoJson = Static<typeof SitePromoJson>;

/** A CMS page; the list leaves out the HTML `content` (GET /posts/{id} has it). */
export const PostJson = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  shortDescription: Type.String(),
  type: Type.String(),
  status: Type.String(),
  ordering: Type.Number(),
  content: Type.Optional(Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PostJson = Static<typeof PostJson>;

/** A wallet top-up package; `price` in dollars. */
export const TokenPackageJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  ordering: Type.Number(),
  price: Type.Number(),
  tokens: Type.Number(),
  isActive: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type TokenPackageJson = Static<typeof TokenPackageJson>;

export const SearchKeywordJson = Type.Object({
  keyword: Type.String(),
  count: Type.Integer(),
  createdAt: Type.String(),
  lastSearchedAt: Type.String(),
});
export type SearchKeywordJson = Static<typeof SearchKeywordJson>;
