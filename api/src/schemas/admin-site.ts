// The console's site content (issue 23): home banners, CMS pages, and the ledger check's report.
import { Type, type Static } from 'typebox';
import { ObjectId } from './common';
import { PostJson, SitePromoJson } from './site';

const Link = Type.String({
  maxLength: 1000,
  pattern: '^(?:$|/|https?://)',
  description: 'empty, a path starting with / or an http(s) link',
});
const Ordering = Type.Integer({ minimum: 0, maximum: 10_000, description: 'lower comes first' });
const Status = Type.Enum(['active', 'inactive']);

export const SiteItemParams = Type.Object({ id: ObjectId });

// --- banners ----------------------------------------------------------------------------------------------

const bannerFields = {
  title: Type.String({ minLength: 1, maxLength: 100 }),
  description: Type.String({ maxLength: 500 }),
  link: Link,
  position: Type.Enum(['top', 'bottom', 'left', 'right', 'middle']),
  audience: Type.Enum(['all', 'fans', 'creators'], { description: 'all = visitors too' }),
  ordering: Ordering,
  status: Status,
};
export const NewBannerBody = Type.Object({
  ...bannerFields,
  description: Type.Optional(bannerFields.description),
  link: Type.Optional(Link),
  audience: Type.Optional(bannerFields.audience),
  ordering: Type.Optional(Ordering),
  status: Type.Optional(Status),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type NewBannerBody = Static<typeof NewBannerBody>;
export const BannerPatchBody = Type.Partial(
  Type.Object({ ...bannerFields, note: Type.String({ maxLength: 1000 }) }),
);
export type BannerPatchBody = Static<typeof BannerPatchBody>;
export const AdminBannerJson = SitePromoJson;

// --- CMS pages --------------------------------------------------------------------------------------------

const pageFields = {
  title: Type.String({ minLength: 1, maxLength: 200 }),
  slug: Type.String({
    pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    maxLength: 100,
    description: 'the address /page/<slug>: lower-case letters, digits and single hyphens',
  }),
  content: Type.String({ maxLength: 100_000, description: 'HTML, sanitised when saved' }),
  shortDescription: Type.String({ maxLength: 500 }),
  type: Type.String({ pattern: '^[a-z0-9-]{1,30}$' }),
  ordering: Ordering,
  status: Status,
};
export const NewCmsPageBody = Type.Object({
  title: pageFields.title,
  slug: pageFields.slug,
  content: pageFields.content,
  shortDescription: Type.Optional(pageFields.shortDescription),
  type: Type.Optional(pageFields.type),
  ordering: Type.Optional(Ordering),
  status: Type.Optional(Status),
  note: Type.Optional(Type.String({ maxLength: 1000 })),
});
export type NewCmsPageBody = Static<typeof NewCmsPageBody>;
export const CmsPagePatchBody = Type.Partial(
  Type.Object({ ...pageFields, note: Type.String({ maxLength: 1000 }) }),
);
export type CmsPagePatchBody = Static<typeof CmsPagePatchBody>;
export const AdminCmsPageJson = Type.Object({ ...PostJson.properties, content: Type.String() });
export type AdminCmsPageJson = Static<typeof AdminCmsPageJson>;

// --- ledger check -----------------------------------------------------------------------------------------

export const LedgerReportJson = Type.Object({
  ok: Type.Boolean({
    description: 'every balance equals its ledger sum, none is negative, every movement sums to 0',
  }),
  checkedAt: Type.String(),
  entries: Type.Integer(),
  accounts: Type.Integer(),
  mismatches: Type.Array(
    Type.Object({ accountId: Type.String(), balance: Type.Number(), ledger: Type.Number() }),
  ),
  negative: Type.Array(Type.Object({ accountId: Type.String(), balance: Type.Number() })),
  unbalanced: Type.Array(Type.Object({ transactionId: Type.String(), total: Type.Number() })),
});
export type LedgerReportJson = Static<typeof LedgerReportJson>;
