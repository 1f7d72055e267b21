// Moderation decisions (issue 23): hide or restore a reported item, dismiss a report, preview what was reported.
// Hiding only sets `hiddenAt`: each kind's one visibility rule (repositories' visitor queries, assertVisible,
// the comments list) leaves a hidden item out for everyone but its owner, on the next request.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import { loadMedia, mediaJson } from '../mappers/media';
import type { HideableKind } from '../repositories/moderation';
import type { ReportRow, ReportStatus } from '../repositories/reports';
import type { ModerationItemJson, ReportPreviewJson } from '../schemas/moderation';
import { mailMember } from './member-mail';
import { messageModerated } from './messages';

const EXCERPT = 200;

/** The owner's mark on their item (`hiddenByModeration`, true while hidden); other viewers get no field, as they
 * never receive a hidden item. */
export function ownerModeration(
  row: { hiddenAt?: string | null },
  isOwner: boolean,
): { hiddenByModeration?: boolean } {
  return isOwner ? { hiddenByModeration: Boolean(row.hiddenAt) } : {};
}

interface PreviewSource {
  title: string;
  text: string;
  mediaId: string | null;
  ownerId: string;
  hiddenAt?: string | null;
}

async function previewSource(
  app: FastifyInstance,
  target: string,
  id: string,
): Promise<PreviewSource | undefined> {
  const { repos } = app;
  switch (target) {
    case 'feed': {
      const r = await repos.feeds.findById(id);
      return (
        r && {
          title: r.title,
          text: r.text,
          mediaId: r.thumbnailId,
          ownerId: r.performerId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'video': {
      const r = await repos.videos.findById(id);
      return (
        r && {
          title: r.title,
          text: r.description,
          mediaId: r.thumbnailId,
          ownerId: r.performerId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'gallery': {
      const r = await repos.galleries.findById(id);
      return (
        r && {
          title: r.title,
          text: r.description,
          mediaId: null,
          ownerId: r.performerId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'product': {
      const r = await repos.products.findById(id);
      return (
        r && {
          title: r.name,
          text: r.description,
          mediaId: r.imageId,
          ownerId: r.performerId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'comment': {
      const r = await repos.comments.findById(id);
      return r && { title: '', text: r.content, mediaId: null, ownerId: r.createdBy, hiddenAt: r.hiddenAt };
    }
    case 'message': {
      const r = await repos.messages.find(id);
      return (
        r && {
          title: '',
          text: r.isDeleted ? '' : r.text,
          mediaId: r.isDeleted ? null : ((await repos.messages.fileIds(r.id))[0] ?? null),
          ownerId: r.senderId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'performer': {
      const u = await repos.users.findById(id);
      const p = await repos.performers.findByUserId(id);
      return u && { title: u.name, text: p?.bio ?? '', mediaId: null, ownerId: u.id, hiddenAt: null };
    }
    default:
      return undefined;
  }
}

/** What the operator sees of a reported item (the media link is signed and expires like any protected link). */
export async function reportPreview(app: FastifyInstance, row: ReportRow): Promise<ReportPreviewJson> {
  const src = await previewSource(app, row.target, row.targetId);
  if (!src)
    return {
      exists: false,
      hidden: false,
      title: '',
      excerpt: '',
      thumbnailUrl: null,
      authorUsername: '',
      authorId: '',
    };
  const author = await app.repos.users.findById(src.ownerId);
  const media = mediaJson(app, await loadMedia(app, [src.mediaId]), src.mediaId, { canView: true });
  return {
    exists: true,
    hidden: Boolean(src.hiddenAt),
    title: src.title,
    excerpt: src.text.slice(0, EXCERPT),
    thumbnailUrl: media?.url ?? null,
    authorUsername: author?.username ?? author?.email ?? '',
    authorId: src.ownerId,
  };
}

export async function moderationState(
  app: FastifyInstance,
  kind: HideableKind,
  id: string,
): Promise<ModerationItemJson> {
  const state = await app.repos.moderation.state(kind, id);
  if (!state) throw notFound('This item is not found');
  return { kind, id, hidden: Boolean(state.hiddenAt), hiddenAt: state.hiddenAt };
}

/** Hides or restores an item; hiding decides every open report about it as actioned. */
export async function setItemHidden(
  app: FastifyInstance,
  kind: HideableKind,
  id: string,
  hidden: boolean,
  note: string,
): Promise<ModerationItemJson> {
  const current = await moderationState(app, kind, id);
  const now = app.now().toISOString();
  if (hidden !== current.hidden) {
    await app.repos.moderation.setHidden(kind, id, hidden ? now : null);
    if (kind === 'message') await messageModerated(app, id);
  }
  if (hidden) await app.repos.reports.decideOpenFor(kind, id, 'actioned', note, now);
  if (hidden && !current.hidden) await mailHidden(app, kind, id, note);
  return await moderationState(app, kind, id);
}

const NOUN: Record<HideableKind, string> = {
  feed: 'post',
  video: 'video',
  gallery: 'gallery',
  product: 'product',
  comment: 'comment',
  message: 'message',
};
/** Where the owner finds a hidden item of theirs, marked "Hidden by moderation" (a comment has no list). */
const STUDIO: Partial<Record<HideableKind, string>> = {
  feed: '/creator/my-post',
  video: '/creator/my-video',
  gallery: '/creator/my-gallery',
  product: '/creator/my-store',
};

/** The owner learns that an item of theirs was hidden, why, and what they can still do with it. */
async function mailHidden(app: FastifyInstance, kind: HideableKind, id: string, note: string): Promise<void> {
  const src = await previewSource(app, kind, id);
  const owner = src && (await app.repos.users.findById(src.ownerId));
  if (!src || !owner) return;
  const name = (src.title || src.text).trim().slice(0, 60);
  const what = `Your ${NOUN[kind]}${name ? ` "${name}"` : ''}`;
  const studio = STUDIO[kind];
  const where = studio
    ? `You still see it in your studio (${app.config.appPublicUrl}${studio}), marked "Hidden by moderation", where you can edit or delete it.`
    : 'You still see it where you wrote it; you can delete it.';
  await mailMember(app, owner, (siteName) => ({
    subject: `${what} was hidden on ${siteName}`,
    text: `${what} was hidden by our moderators${note ? `: ${note}` : '.'}\nNobody else sees it on ${siteName} any more. ${where}`,
  }));
}

export async function reportState(
  app: FastifyInstance,
  id: string,
): Promise<{ status: ReportStatus; decisionNote: string }> {
  const row = await app.repos.reports.findById(id);
  if (!row) throw notFound('Report not found');
  return { status: row.status ?? 'open', decisionNote: row.decisionNote ?? '' };
}

export async function dismissReport(app: FastifyInstance, id: string, note: string): Promise<ReportRow> {
  await reportState(app, id);
  await app.repos.reports.decide(id, 'dismissed', note, app.now().toISOString());
  return (await app.repos.reports.findById(id))!;
}
