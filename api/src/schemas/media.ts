// Files on the wire (contract "Media files and URLs"): the file JSON every post, video, gallery, product and
// message carries (mappers/media), its processing status, and the answer of a plain upload.
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export const MEDIA_STATUSES = ['processing', 'finished', 'error'] as const;

/** A media file as one viewer sees it: locked, `url` is null and `thumbnails` holds the blurred preview. */
export const FileJson = Type.Object({
  _id: Type.String(),
  /** the storage kind (feed-photo, video, message-video, ...) */
  type: Type.String(),
  /** '' while locked */
  name: Type.String(),
  mimeType: Type.String(),
  width: Nullable(Type.Number()),
  height: Nullable(Type.Number()),
  /** seconds, for video and audio */
  duration: Nullable(Type.Number()),
  size: Type.Number(),
  status: Type.Enum([...MEDIA_STATUSES]),
  thumbnails: Type.Array(Type.String()),
  url: Nullable(Type.String()),
});
export type FileJson = Static<typeof FileJson>;

/** The status player's poll: the URL only once processing finished and for a viewer who may open it. */
export const FileStatusJson = Type.Object({
  _id: Type.String(),
  status: Type.Enum([...MEDIA_STATUSES]),
  url: Nullable(Type.String()),
});
export type FileStatusJson = Static<typeof FileStatusJson>;

/** An avatar, cover, welcome video or ID document just uploaded (`type` names which document it is). */
export const UploadedFileJson = Type.Object({
  _id: Type.String(),
  url: Type.String(),
  name: Type.String(),
  mimeType: Type.Optional(Type.String()),
  type: Type.Optional(Type.Enum(['idVerification', 'documentVerification'])),
});
export type UploadedFileJson = Static<typeof UploadedFileJson>;
