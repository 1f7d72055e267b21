// Visitor-facing creator routes (optional auth): profile by username or id, directory, random and top.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ageRangeBounds } from '../../lib/age';
import { privateFileUrl } from '../../lib/file-urls';
import { badRequest, ok } from '../../lib/http-error';
import { isKnownCountryCode } from '../../lib/reference-data';
import { toPerformerCard, toPerformerProfile } from '../../mappers/account';
import type { CreatorRow, DirectoryFilters, DirectorySort, Viewer } from '../../repositories/directory';
import type { FileRow } from '../../repositories/files';
import { isRunning, type SubscriptionRow } from '../../repositories/subscriptions';
import { IdOrSlugParams, PageQuery, paging } from '../../schemas/common';
import { DirectorySearchQuery, RandomQuery } from '../../schemas/directory';
import { viewerOf, visibleCreator } from '../../services/viewer';

function cards(app: FastifyInstance, rows: CreatorRow[]) {
  return rows.map((r) => toPerformerCard(r, r, app.config.apiPublicUrl, r.isFollowed === 1));
}

/**
 * Our addition for a signed-in fan: how their subscription runs, so the profile says "Subscribed · renews on …"
 * (or "access until …" once cancelled) instead of dropping its subscribe block. Null when none runs; absent for
 * visitors and creators.
 */
function subscriptionState(sub: SubscriptionRow | undefined, running: boolean) {
  if (!sub || !running) return null;
  return {
    subscriptionType: sub.subscriptionType,
    autoRenew: sub.autoRenew === 1,
    cancelled: sub.cancelledAt !== null,
    nextRecurringDate: sub.autoRenew === 1 ? sub.nextRecurringDate : null,
    expiredAt: sub.expiredAt,
  };
}

function profileJson(app: FastifyInstance, viewer: Viewer, row: CreatorRow) {
  const owner = viewer.id === row.id;
  const now = app.now().toISOString();
  const sub = viewer.id && !owner ? app.repos.subscriptions.find(viewer.id, row.id) : undefined;
  const fan = Boolean(viewer.id) && !owner && app.repos.users.findById(viewer.id)?.role === 'user';
  const ctx = {
    baseUrl: app.config.apiPublicUrl,
    owner,
    fileById: (id: string) => app.repos.files.findById(id),
    privateUrl: (file: FileRow) => privateFileUrl(app, file.kind, file.storedName),
  };
  const profile = toPerformerProfile(row, row, ctx, {
    // The owner has access to their own content.
    isSubscribed: owner || isRunning(sub, now),
    isFollowed: row.isFollowed === 1,
    isBookMarked: Boolean(
      viewer.id &&
      app.repos.reactions.exists({
        action: 'bookmark',
        objectType: 'performer',
        objectId: row.id,
        createdBy: viewer.id,
      }),
    ),
    usedFreeSubscription: Boolean(sub?.usedFreeSubscription),
  });
  return fan ? { ...profile, subscription: subscriptionState(sub, isRunning(sub, now)) } : profile;
}

function filtersFrom(app: FastifyInstance, q: DirectorySearchQuery): DirectoryFilters {
  const country = (q.country ?? '').toUpperCase();
  if (country && !isKnownCountryCode(country))
    throw badRequest(['country must be a 2-letter ISO country code']);
  const age = q.ageRange ? ageRangeBounds(q.ageRange, app.now()) : null;
  const free = q.isFreeSubscription;
  return {
    q: (q.q ?? '').trim(),
    gender: q.gender || undefined,
    country: country || undefined,
    ethnicity: q.ethnicity || undefined,
    dobAfter: age?.dobAfter,
    dobUntil: age?.dobUntil,
    isFreeSubscription:
      free === 'true' || free === '1' ? true : free === 'false' || free === '0' ? false : undefined,
    categoryIds: (q.categoryIds ?? []).filter(Boolean),
    sortBy: (q.sortBy || 'live') as DirectorySort,
    sort: q.sort === 'asc' || q.sort === 'ascend' ? 'asc' : 'desc',
    ...paging(q),
  };
}

const publicPerformerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/performers/user/search', { schema: { querystring: DirectorySearchQuery } }, async (request) => {
    const page = app.repos.directory.search(viewerOf(request), filtersFrom(app, request.query));
    return ok({ data: cards(app, page.rows), total: page.total });
  });

  app.get('/performers/search/random', { schema: { querystring: RandomQuery } }, async (request) => {
    const rows = app.repos.directory.random(
      viewerOf(request),
      request.query.limit ?? 10,
      app.now().toISOString(),
    );
    return ok({ data: cards(app, rows), total: rows.length });
  });

  app.get('/performers/top', { schema: { querystring: PageQuery } }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = app.repos.directory.top(viewerOf(request), offset, limit);
    return ok({ data: cards(app, page.rows), total: page.total });
  });

  // Last: static paths above (and /performers/me) win over the parameter.
  app.get('/performers/:id', { schema: { params: IdOrSlugParams } }, async (request, reply) => {
    const viewer = viewerOf(request);
    const row = visibleCreator(app, viewer, request.params.id);
    // Flags and blocks depend on the caller's token and address.
    reply.header('cache-control', 'private, no-store');
    return ok(profileJson(app, viewer, row));
  });
};

export default publicPerformerRoutes;
