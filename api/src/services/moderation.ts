// Moderation decisions (issue 23): hide or restore a reported item, dismiss a report, preview what was reported.
// Hiding only sets `hiddenAt`: each kind's one visibility rule (repositories' visitor queries, assertVisible,
// the comments list) leaves a hidden item out for everyone but its owner, on the next request.
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/http-error';
import { loadMedia, mediaJson } from '../mappers/media';
import type { HideableKind } from '../repositories/moderation';
import type { ReportRow, ReportStatus } from '../repositories/reports';
import type { ModerationItemJson, ReportPreviewJson } from '../schemas/moderation';

const EXCERPT = 200;

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
    return { exists: false, hidden: false, title: '', excerpt: '', thumbnailUrl: null, authorUsername: '' };
  const author = app.repos.users.findById(src.ownerId);
  const media = mediaJson(app, loadMedia(app, [src.mediaId]), src.mediaId, { canView: true });
  return {
    exists: true,
    hidden: Boolean(src.hiddenAt),
    title: src.title,
    excerpt: src.text.slice(0, EXCERPT),
    thumbnailUrl: media?.url ?? null,
    authorUsername: author?.username ?? author?.email ?? '',
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
  if (hidden !== current.hidden) app.repos.moderation.setHidden(kind, id, hidden ? now : null);
  if (hidden) app.repos.reports.decideOpenFor(kind, id, 'actioned', note, now);
  return moderationState(app, kind, id);
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
