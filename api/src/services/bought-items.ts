// An item as its buyer now sees it (media URLs, isBought), for the unlock answer and token_transaction_success.
import type { FastifyInstance } from 'fastify';
import type { FeedJson } from '../mappers/feeds';
import type { Viewer } from '../repositories/directory';
import type { GalleryJson, VideoJson } from './asset-views';
import { bookmarkedGalleriesJson, bookmarkedVideosJson } from './asset-targets';
import { bookmarkedFeedsJson } from './feeds';
import type { UnlockKind } from './wallet-charges';

type BoughtItemJson = FeedJson | VideoJson | GalleryJson;

const VIEWS: Record<
  UnlockKind,
  (app: FastifyInstance, viewer: Viewer, ids: string[]) => Promise<Map<string, BoughtItemJson>>
> = {
  feed: bookmarkedFeedsJson,
  video: bookmarkedVideosJson,
  gallery: bookmarkedGalleriesJson,
};

export async function itemJsonFor(
  app: FastifyInstance,
  viewer: Viewer,
  kind: UnlockKind,
  id: string,
): Promise<BoughtItemJson | null> {
  return (await VIEWS[kind](app, viewer, [id])).get(id) ?? null;
}
