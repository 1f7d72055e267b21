// The console's moderation requests and answers (issue 23): an item's preview, hide / restore, a report's decision.
import { Type, type Static } from 'typebox';
import { Nullable, ObjectId } from './common';

export const HIDEABLE_KINDS = ['feed', 'video', 'gallery', 'product', 'comment', 'message'] as const;
export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;

/** In the owner's JSON only (their studio lists, the item's detail): true while an operator hides the item from
 * everyone else. Nobody else ever receives a hidden item. */
export const HiddenByModeration = Type.Optional(
  Type.Boolean({ description: "the owner's only: an operator hid this item from everyone else" }),
);

export const ReportPreviewJson = Type.Object({
  exists: Type.Boolean({ description: 'false when the item was deleted since' }),
  hidden: Type.Boolean({ description: 'an operator has hidden it' }),
  title: Type.String(),
  excerpt: Type.String({ description: 'the first 200 characters of its text' }),
  thumbnailUrl: Nullable(Type.String({ description: 'signed, expiring link' })),
  authorUsername: Type.String(),
  authorId: Type.String({ description: "the author's account (People: deactivate); '' once deleted" }),
});
export type ReportPreviewJson = Static<typeof ReportPreviewJson>;

export const ModerationParams = Type.Object({ kind: Type.Enum([...HIDEABLE_KINDS]), id: ObjectId });
export const ModerationItemJson = Type.Object({
  kind: Type.Enum([...HIDEABLE_KINDS]),
  id: Type.String(),
  hidden: Type.Boolean(),
  hiddenAt: Nullable(Type.String()),
});
export type ModerationItemJson = Static<typeof ModerationItemJson>;

export const ReportIdParams = Type.Object({ id: ObjectId });
export const DismissReportBody = Type.Object({
  note: Type.String({ minLength: 1, maxLength: 1000, description: 'why the report needs no action' }),
});
