// An item as its buyer now sees it (media URLs, isBought), for the unlock answer and token_transaction_success.
import type { FastifyInstance } from 'fastify';
import type { EntityJson } from '../contract/socket-events';
import type { Viewer } from '../repositories/directory';
import { bookmarkedGalleriesJson, bookmarkedVideosJson } from './asset-targets';
import { bookmarkedFeedsJson } from './feeds';
import type { UnlockKind } from './wallet-charges';

const VIEWS: Record<
  UnlockKind,
  (app: FastifyInstance, viewer: Viewer, ids: string[]) => Map<string, unknown>
> = {
  feed: bookmarkedFeedsJson,
  video: bookmarkedVideosJson,
  gallery: bookmarkedGalleriesJson,
};

export function itemJsonFor(
  app: FastifyInstance,
  viewer: Viewer,
  kind: UnlockKind,
  id: string,
): EntityJson | null {
  return (VIEWS[kind](app, viewer, [id]).get(id) as EntityJson | undefined) ?? null;
}
