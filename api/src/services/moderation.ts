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

function previewSource(app: FastifyInstance, target: string, id: string): PreviewSource | undefined {
  const { repos } = app;
  switch (target) {
    case 'feed': {
      const r = repos.feeds.findById(id);
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
      const r = repos.videos.findById(id);
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
      const r = repos.galleries.findById(id);
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
      const r = repos.products.findById(id);
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
      const r = repos.comments.findById(id);
      return r && { title: '', text: r.content, mediaId: null, ownerId: r.createdBy, hiddenAt: r.hiddenAt };
    }
    case 'message': {
      const r = repos.messages.find(id);
      return (
        r && {
          title: '',
          text: r.isDeleted ? '' : r.text,
          mediaId: r.isDeleted ? null : (repos.messages.fileIds(r.id)[0] ?? null),
          ownerId: r.senderId,
          hiddenAt: r.hiddenAt,
        }
      );
    }
    case 'performer': {
      const u = repos.users.findById(id);
      const p = repos.performers.findByUserId(id);
      return u && { title: u.name, text: p?.bio ?? '', mediaId: null, ownerId: u.id, hiddenAt: null };
    }
    default:
      return undefined;
  }
}

/** What the operator sees of a reported item (the media link is signed and expires like any protected link). */
export function reportPreview(app: FastifyInstance, row: ReportRow): ReportPreviewJson {
  const src = previewSource(app, row.target, row.targetId);
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
  const author = app.repos.users.findById(src.ownerId);
  const media = mediaJson(app, loadMedia(app, [src.mediaId]), src.mediaId, { canView: true });
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

export function moderationState(app: FastifyInstance, kind: HideableKind, id: string): ModerationItemJson {
  const state = app.repos.moderation.state(kind, id);
  if (!state) throw notFound('This item is not found');
  return { kind, id, hidden: Boolean(state.hiddenAt), hiddenAt: state.hiddenAt };
}

/** Hides or restores an item; hiding decides every open report about it as actioned. */
export function setItemHidden(
  app: FastifyInstance,
  kind: HideableKind,
  id: string,
  hidden: boolean,
  note: string,
): ModerationItemJson {
  const current = moderationState(app, kind, id);
  const now = app.now().toISOString();
  if (hidden !== current.hidden) {
    app.repos.moderation.setHidden(kind, id, hidden ? now : null);
    if (kind === 'message') messageModerated(app, id);
  }
  if (hidden) app.repos.reports.decideOpenFor(kind, id, 'actioned', note, now);
  if (hidden && !current.hidden) mailHidden(app, kind, id, note);
  return moderationState(app, kind, id);
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
function mailHidden(app: FastifyInstance, kind: HideableKind, id: string, note: string): void {
  const src = previewSource(app, kind, id);
  const owner = src && app.repos.users.findById(src.ownerId);
  if (!src || !owner) return;
  const name = (src.title || src.text).trim().slice(0, 60);
  const what = `Your ${NOUN[kind]}${name ? ` "${name}"` : ''}`;
  const studio = STUDIO[kind];
  const where = studio
    ? `You still see it in your studio (${app.config.appPublicUrl}${studio}), marked "Hidden by moderation", where you can edit or delete it.`
    : 'You still see it where you wrote it; you can delete it.';
  mailMember(app, owner, (siteName) => ({
    subject: `${what} was hidden on ${siteName}`,
    text: `${what} was hidden by our moderators${note ? `: ${note}` : '.'}\nNobody else sees it on ${siteName} any more. ${where}`,
  }));
}

export function reportState(
  app: FastifyInstance,
  id: string,
): { status: ReportStatus; decisionNote: string } {
  const row = app.repos.reports.findById(id);
  if (!row) throw notFound('Report not found');
  return { status: row.status ?? 'open', decisionNote: row.decisionNote ?? '' };
}

export function dismissReport(app: FastifyInstance, id: string, note: string): ReportRow {
  reportState(app, id);
  app.repos.reports.decide(id, 'dismissed', note, app.now().toISOString());
  return app.repos.reports.findById(id)!;
}
