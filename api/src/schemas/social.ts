// Follows, reactions, creator blocks and reports.
import { Type, type Static } from 'typebox';
import { ObjectId, ShortText } from './common';

export const OBJECT_TYPES = ['performer', 'feed', 'video', 'gallery', 'product', 'comment'] as const;
export const REACTION_ACTIONS = ['like', 'bookmark', 'favourite'] as const;
/** Path segment of GET /reactions/{type}/bookmark. */
export const BOOKMARK_LISTS = ['performers', 'feeds', 'videos', 'galleries', 'products'] as const;
export type BookmarkList = (typeof BOOKMARK_LISTS)[number];

/** Report reasons of the reference (§4.3 Report), exactly as the web app sends them. */
export const REPORT_REASONS = [
  'violent or repulsive',
  'hateful or abusive',
  'harassment or bullying',
  'harmful or dangerous acts',
  'child abuse',
  'promotes terrorism',
  'spam or misleading',
  'infringes my rights',
  'others',
] as const;

export const PerformerIdParams = Type.Object({ performerId: ObjectId });
export const UserIdParams = Type.Object({ userId: ObjectId });

export const ReactionBody = Type.Object(
  { objectId: ObjectId, objectType: Type.Enum([...OBJECT_TYPES]), action: Type.Enum([...REACTION_ACTIONS]) },
  { additionalProperties: false },
);
export type ReactionBody = Static<typeof ReactionBody>;

export const BookmarkParams = Type.Object({ type: Type.Enum([...BOOKMARK_LISTS]) });

export const BlockUserBody = Type.Object(
  { targetId: ObjectId, target: Type.Optional(Type.Literal('user')), reason: Type.Optional(ShortText(500)) },
  { additionalProperties: false },
);

export const BlockCountriesBody = Type.Object(
  { countryCodes: Type.Array(Type.String({ pattern: '^[A-Za-z]{2}$' }), { maxItems: 300 }) },
  { additionalProperties: false },
);

export const ReportBody = Type.Object(
  {
    target: Type.Enum([...OBJECT_TYPES]),
    targetId: ObjectId,
    title: Type.Enum([...REPORT_REASONS]),
    description: Type.Optional(ShortText(2000)),
    performerId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;
