// Public site content: banners, CMS pages, contact form, keyword search, token packages.
import { Type } from 'typebox';
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
