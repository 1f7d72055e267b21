// Who is looking: the signed-in account (if any) and the request's country, for per-viewer flags and
// creator-level blocks.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notFound } from '../lib/http-error';
import { countryForRequest } from '../lib/geo';
import type { CreatorRow, Viewer } from '../repositories/directory';

export const CREATOR_MESSAGES = {
  notFound: 'This account is not found',
  suspended: 'This account is suspended',
  countryBlocked: 'Your country has been blocked by this creator',
  // One wording and one status (403) wherever a creator's block applies: profile, posts, items, comments, likes.
  userBlocked: 'You have been blocked by this creator',
} as const;

export function viewerOf(request: FastifyRequest): Viewer {
  return { id: request.authUser?.id ?? '', country: countryForRequest(request) ?? '' };
}

function blockedCountries(row: CreatorRow): string[] {
  try {
    const codes = JSON.parse(row.blockCountries) as unknown;
    return Array.isArray(codes) ? codes.filter((c): c is string => typeof c === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Refuses a creator the viewer may not see: suspended (not active), the viewer's country blocked by the
 * creator, or the viewer blocked by the creator. The owner always sees their own profile.
 */
export async function assertCanSeeCreator(
  app: FastifyInstance,
  viewer: Viewer,
  row: CreatorRow,
): Promise<void> {
  if (viewer.id === row.id) return;
  if (row.status !== 'active') throw forbidden(CREATOR_MESSAGES.suspended);
  if (viewer.country && blockedCountries(row).includes(viewer.country))
    throw forbidden(CREATOR_MESSAGES.countryBlocked);
  if (viewer.id && (await app.repos.blocks.isBlocked(row.id, viewer.id)))
    throw forbidden(CREATOR_MESSAGES.userBlocked);
}

/** A creator the viewer may see, by id or username; 404 / 403 with the contract messages otherwise. */
export async function visibleCreator(
  app: FastifyInstance,
  viewer: Viewer,
  idOrUsername: string,
): Promise<CreatorRow> {
  const row = await app.repos.directory.findCreator(idOrUsername, viewer.id);
  if (!row) throw notFound(CREATOR_MESSAGES.notFound);
  await assertCanSeeCreator(app, viewer, row);
  return row;
}
