// Videos, galleries, photos and products (spec §7, reference §2.5 / §4.3). Money on the wire is dollars.
// Multipart forms (videos, products, photo uploads) are checked against the *Form schemas by
// routes/performer-assets/form.ts; JSON bodies and queries by Fastify.
import { Type, type Static } from 'typebox';
import { Keyword, Money, Nullable, ObjectId, PageFields } from './common';
import { FileJson } from './media';
import { HiddenByModeration } from './moderation';
import { PerformerCardJson } from './performers';

/** Largest price of an item, in dollars (same bound as pay-per-view posts). */
export const MAX_ITEM_PRICE = 10000;
export const MAX_GALLERY_PHOTOS = 100;

const Title = Type.String({ minLength: 1, maxLength: 200 });
const Description = Type.String({ maxLength: 5000 });
const Price = Money(0, MAX_ITEM_PRICE);
const Status = Type.Enum(['active', 'inactive']);
const Flag = Type.Boolean();

export const VideoForm = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 50 }), { maxItems: 30 })),
    participantIds: Type.Optional(Type.Array(ObjectId, { maxItems: 30 })),
    status: Type.Optional(Status),
    isSale: Type.Optional(Flag),
    price: Type.Optional(Price),
    isSchedule: Type.Optional(Flag),
    /** ISO date; '' or null clears it */
    scheduledAt: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type VideoForm = Static<typeof VideoForm>;
/** PUT .../videos/edit/:id: every field optional. */
export const VideoEditForm = Type.Partial(VideoForm, { additionalProperties: false });
export type VideoEditForm = Static<typeof VideoEditForm>;

export const ProductForm = Type.Object(
  {
    name: Title,
    description: Type.Optional(Description),
    type: Type.Enum(['physical', 'digital']),
    price: Price,
    stock: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);
export type ProductForm = Static<typeof ProductForm>;
export const ProductEditForm = Type.Partial(ProductForm, { additionalProperties: false });
export type ProductEditForm = Static<typeof ProductEditForm>;

export const PhotoForm = Type.Object(
  {
    galleryId: ObjectId,
    title: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Description),
    status: Type.Optional(Status),
  },
  { additionalProperties: false },
);
export type PhotoForm = Static<typeof PhotoForm>;

export const GalleryBody = Type.Object(
  {
    title: Title,
    description: Type.Optional(Description),
    status: Type.Optional(Status),
    isSale: Type.Optional(Flag),
    price: Type.Optional(Price),
  },
  { additionalProperties: false },
);
export type GalleryBody = Static<typeof GalleryBody>;
export const GalleryUpdateBody = Type.Partial(GalleryBody, { additionalProperties: false });
export type GalleryUpdateBody = Static<typeof GalleryUpdateBody>;

export const PhotoUpdateBody = Type.Object(
  {
    title: Type.Optional(Type.String({ maxLength: 200 })),
    description: Type.Optional(Description),
    status: Type.Optional(Status),
    // The web form sends the gallery back; moving a photo between galleries is not supported.
    galleryId: Type.Optional(ObjectId),
  },
  { additionalProperties: false },
);
export type PhotoUpdateBody = Static<typeof PhotoUpdateBody>;

export const RemoveFileBody = Type.Object(
  { type: Type.Enum(['teaser', 'thumbnail']) },
  { additionalProperties: false },
);

export const AssetIdParams = Type.Object({ id: ObjectId });
/** Public detail pages accept an id or a slug. */
export const AssetIdOrSlugParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });
export const VideoFileParams = Type.Object({ videoId: ObjectId, fileId: ObjectId });
export const PerformerParams = Type.Object({ performerId: ObjectId });

const Sort = Type.Optional(Type.Enum(['', 'asc', 'desc', 'ascend', 'descend']));

/** Creator lists: q, status, offset, limit, sortBy, sort. */
export const CreatorListQuery = Type.Object({
  q: Type.Optional(Keyword),
  status: Type.Optional(Type.Enum(['', 'active', 'inactive', 'draft', 'file-error'])),
  sortBy: Type.Optional(Type.String({ maxLength: 30 })),
  sort: Sort,
  ...PageFields,
});
export type CreatorListQuery = Static<typeof CreatorListQuery>;

export const CreatorPhotoQuery = Type.Object({ galleryId: Type.Optional(ObjectId), ...PageFields });

const BoolText = Type.Optional(Type.Enum(['', 'true', 'false', '1', '0']));

/** Visitor lists; `excludedId` leaves the current item out of "related" lists. */
export const PublicListQuery = Type.Object({
  performerId: Type.Optional(Type.Union([ObjectId, Type.Literal('')])),
  excludedId: Type.Optional(Type.Union([ObjectId, Type.Literal('')])),
  q: Type.Optional(Keyword),
  isSale: BoolText,
  sortBy: Type.Optional(Type.String({ maxLength: 30 })),
  sort: Sort,
  ...PageFields,
});
export type PublicListQuery = Static<typeof PublicListQuery>;

export const GalleryPhotosQuery = Type.Object({ galleryId: ObjectId, ...PageFields });

export function boolQuery(v: string | undefined): boolean | undefined {
  if (v === 'true' || v === '1') return true;
  if (v === 'false' || v === '0') return false;
  return undefined;
}

// --- Answers ---------------------------------------------------------------------------------------------

/** The counters as the reference names them: `stats` plus the flat totals. */
const counterFields = {
  stats: Type.Object({
    views: Type.Integer(),
    likes: Type.Integer(),
    comments: Type.Integer(),
    bookmarks: Type.Integer(),
  }),
  totalLike: Type.Integer(),
  totalComment: Type.Integer(),
};

/** Counters, the viewer's flags and the dates that end a video or gallery. */
const viewerTailFields = {
  ...counterFields,
  isSubscribed: Type.Boolean(),
  isBought: Type.Boolean(),
  isLiked: Type.Boolean(),
  /** both spellings: the reference uses isBookmarked on videos and isBookMarked elsewhere */
  isBookmarked: Type.Boolean(),
  isBookMarked: Type.Boolean(),
  canView: Type.Boolean(),
  hiddenByModeration: HiddenByModeration,
  createdAt: Type.String(),
  updatedAt: Type.String(),
};

/** The creator's card (null when the account is gone). */
const PerformerOrNull = Nullable(PerformerCardJson);

export const VideoJson = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  tags: Type.Array(Type.String()),
  status: Type.String(),
  performerId: Type.String(),
  performer: PerformerOrNull,
  participantIds: Type.Array(Type.String()),
  participants: Type.Array(PerformerCardJson),
  isSale: Type.Boolean(),
  price: Type.Number(),
  isSchedule: Type.Boolean(),
  scheduledAt: Nullable(Type.String()),
  fileId: Type.String(),
  teaserId: Type.String(),
  thumbnailId: Type.String(),
  video: Nullable(FileJson),
  teaser: Nullable(FileJson),
  thumbnail: Nullable(FileJson),
  processing: Type.Boolean(),
  teaserProcessing: Type.Boolean(),
  ...viewerTailFields,
});
export type VideoJson = Static<typeof VideoJson>;

export const GalleryJson = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  status: Type.String(),
  isSale: Type.Boolean(),
  price: Type.Number(),
  performerId: Type.String(),
  performer: PerformerOrNull,
  coverPhotoId: Type.String(),
  /** public marketing: its thumbnail for everyone; locked, `url` is the blurred preview, never null */
  coverPhoto: Nullable(FileJson),
  numOfItems: Type.Integer(),
  ...viewerTailFields,
});
export type GalleryJson = Static<typeof GalleryJson>;

export const PhotoJson = Type.Object({
  _id: Type.String(),
  performerId: Type.String(),
  galleryId: Type.String(),
  fileId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  status: Type.String(),
  processing: Type.Boolean(),
  /** the gallery's sale and price */
  isSale: Type.Boolean(),
  price: Type.Number(),
  isGalleryCover: Type.Boolean(),
  photo: Nullable(FileJson),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type PhotoJson = Static<typeof PhotoJson>;

export const ProductJson = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  type: Type.Enum(['physical', 'digital']),
  status: Type.String(),
  price: Type.Number(),
  stock: Type.Integer(),
  imageId: Type.String(),
  image: Nullable(FileJson),
  performerId: Type.String(),
  performer: PerformerOrNull,
  ...counterFields,
  isLiked: Type.Boolean(),
  isBookmarked: Type.Boolean(),
  isBookMarked: Type.Boolean(),
  /** the owner's only: the digital file never reaches public JSON */
  digitalFileId: Type.Optional(Type.String()),
  digitalFileUrl: Type.Optional(Nullable(Type.String())),
  hiddenByModeration: HiddenByModeration,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ProductJson = Static<typeof ProductJson>;

/** A digital product's download link, for its creator or a buyer. */
export const DownloadLinkJson = Type.Object({ downloadLink: Type.String() });
export type DownloadLinkJson = Static<typeof DownloadLinkJson>;
