// Visitor-facing creator routes (optional auth): profile by username or id, directory, random and top.
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ageRangeBounds } from '../../lib/age';
import { privateFileUrl } from '../../lib/file-urls';
import { badRequest, ok } from '../../lib/http-error';
import { isKnownCountryCode } from '../../lib/reference-data';
import { toPerformerCard, toPerformerProfile } from '../../mappers/account';
import { toSubscriptionStateJson } from '../../mappers/payments';
import type { CreatorRow, DirectoryFilters, DirectorySort, Viewer } from '../../repositories/directory';
import type { FileRow } from '../../repositories/files';
import { isRunning } from '../../repositories/subscriptions';
import { IdOrSlugParams, Page, PageQuery, paging, responses } from '../../schemas/common';
import { DirectorySearchQuery, RandomQuery } from '../../schemas/directory';
import { PerformerCardJson, PerformerProfileJson } from '../../schemas/performers';
import { viewerOf, visibleCreator } from '../../services/viewer';

function cards(app: FastifyInstance, rows: CreatorRow[]) {
  return rows.map((r) => toPerformerCard(r, r, app.config.apiPublicUrl, r.isFollowed === 1));
}

async function profileJson(
  app: FastifyInstance,
  viewer: Viewer,
  row: CreatorRow,
): Promise<PerformerProfileJson> {
  const owner = viewer.id === row.id;
  const now = app.now().toISOString();
  const sub = viewer.id && !owner ? await app.repos.subscriptions.find(viewer.id, row.id) : undefined;
  const fan = Boolean(viewer.id) && !owner && (await app.repos.users.findById(viewer.id))?.role === 'user';
  const ctx = {
    baseUrl: app.config.apiPublicUrl,
    owner,
    fileById: async (id: string) => await app.repos.files.findById(id),
    privateUrl: (file: FileRow) => privateFileUrl(app, file.kind, file.storedName),
  };
  const profile = await toPerformerProfile(row, row, ctx, {
    // The owner has access to their own content.
    isSubscribed: owner || isRunning(sub, now),
    isFollowed: row.isFollowed === 1,
    isBookMarked: Boolean(
      viewer.id &&
      (await app.repos.reactions.exists({
        action: 'bookmark',
        objectType: 'performer',
        objectId: row.id,
        createdBy: viewer.id,
      })),
    ),
    usedFreeSubscription: Boolean(sub?.usedFreeSubscription),
  });
  // Our addition for a signed-in fan (null when none runs; absent for visitors and creators).
  return fan ? { ...profile, subscription: toSubscriptionStateJson(sub, isRunning(sub, now)) } : profile;
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
  const cardPage = responses(Page(PerformerCardJson));
  const search = { querystring: DirectorySearchQuery, response: cardPage };
  app.get('/performers/user/search', { schema: search }, async (request) => {
    const page = await app.repos.directory.search(viewerOf(request), filtersFrom(app, request.query));
    return ok({ data: cards(app, page.rows), total: page.total });
  });

  app.get(
    '/performers/search/random',
    { schema: { querystring: RandomQuery, response: cardPage } },
    async (request) => {
      const rows = await app.repos.directory.random(
        viewerOf(request),
        request.query.limit ?? 10,
        app.now().toISOString(),
      );
      return ok({ data: cards(app, rows), total: rows.length });
    },
  );

  app.get('/performers/top', { schema: { querystring: PageQuery, response: cardPage } }, async (request) => {
    const { offset, limit } = paging(request.query);
    const page = await app.repos.directory.top(viewerOf(request), offset, limit);
    return ok({ data: cards(app, page.rows), total: page.total });
  });

  // Last: static paths above (and /performers/me) win over the parameter.
  const profile = { params: IdOrSlugParams, response: responses(PerformerProfileJson) };
  app.get('/performers/:id', { schema: profile }, async (request, reply) => {
    const viewer = viewerOf(request);
    const row = await visibleCreator(app, viewer, request.params.id);
    // Flags and blocks depend on the caller's token and address.
    reply.header('cache-control', 'private, no-store');
    return ok(await profileJson(app, viewer, row));
  });
};

export default publicPerformerRoutes;
