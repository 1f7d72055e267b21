// Videos, galleries, photos and products as one viewer sees them: the access rule (services/access),
// reactions, the creator card and the file JSON (locked or open). One AssetViews per request, so creator
// relations, cards and media rows are looked up once.
import type { FastifyInstance } from 'fastify';
import { storedFileUrl } from '../lib/file-urls';
import { toPerformerCard } from '../mappers/account';
import {
  toGalleryJson,
  toPhotoJson,
  toProductJson,
  toVideoJson,
  videoParticipantIds,
  type AssetFlags,
  type GalleryJson,
  type PhotoJson,
  type ProductJson,
  type VideoJson,
} from '../mappers/assets';
import { loadMedia, mediaJson } from '../mappers/media';
import type { Viewer } from '../repositories/directory';
import type { GalleryRow } from '../repositories/galleries';
import type { PhotoRow } from '../repositories/photos';
import type { ProductRow } from '../repositories/products';
import type { ReactionObjectType } from '../repositories/reactions';
import type { VideoRow } from '../repositories/videos';
import type { PerformerCardJson } from '../schemas/performers';
import { ViewerAccess, type ItemAccess } from './access';
import { ownerModeration } from './moderation';

export type { GalleryJson, PhotoJson, ProductJson, VideoJson } from '../mappers/assets';

export class AssetViews {
  readonly access: ViewerAccess;
  private cards = new Map<string, PerformerCardJson | null>();

  constructor(
    private readonly app: FastifyInstance,
    readonly viewer: Viewer,
  ) {
    this.access = new ViewerAccess(app, viewer.id);
  }

  /** The public card of a creator (null when the account is gone). */
  async performer(id: string): Promise<PerformerCardJson | null> {
    if (!this.cards.has(id)) {
      const row = await this.app.repos.directory.findCreator(id, this.viewer.id);
      this.cards.set(
        id,
        row && row.id === id
          ? toPerformerCard(row, row, this.app.config.apiPublicUrl, row.isFollowed === 1)
          : null,
      );
    }
    return this.cards.get(id) ?? null;
  }

  /** The viewer's likes and bookmarks among these items (one query each). */
  private async reactions(objectType: ReactionObjectType, ids: string[]) {
    const among = async (action: 'like' | 'bookmark') =>
      this.viewer.id && ids.length
        ? await this.app.repos.reactions.reactedAmong(this.viewer.id, action, objectType, ids)
        : new Set<string>();
    const liked = await among('like');
    const bookmarked = await among('bookmark');
    return (id: string) => ({ isLiked: liked.has(id), isBookmarked: bookmarked.has(id) });
  }

  private static flags(
    a: ItemAccess,
    reacted: { isLiked: boolean; isBookmarked: boolean },
    row: { hiddenAt?: string | null },
  ): AssetFlags {
    return {
      canView: a.canView,
      isSubscribed: a.isSubscribed,
      isBought: a.isBought,
      ...reacted,
      moderation: ownerModeration(row, a.isOwner),
    };
  }

  async videoAccess(row: VideoRow): Promise<ItemAccess> {
    return await this.access.of({
      ownerId: row.performerId,
      targetType: 'video',
      targetId: row.id,
      isSale: row.isSale === 1,
      priceCents: row.priceCents,
      scheduledAt: row.isSchedule === 1 ? row.scheduledAt : null,
    });
  }

  async galleryAccess(row: GalleryRow): Promise<ItemAccess> {
    return await this.access.of({
      ownerId: row.performerId,
      targetType: 'gallery',
      targetId: row.id,
      isSale: row.isSale === 1,
      priceCents: row.priceCents,
    });
  }

  async videos(rows: VideoRow[]): Promise<VideoJson[]> {
    const media = await loadMedia(
      this.app,
      rows.flatMap((r) => [r.fileId, r.teaserId, r.thumbnailId]),
    );
    const reacted = await this.reactions(
      'video',
      rows.map((r) => r.id),
    );
    return await Promise.all(
      rows.map(async (row) => {
        const a = await this.videoAccess(row);
        return toVideoJson(row, {
          performer: await this.performer(row.performerId),
          participants: (
            await Promise.all(videoParticipantIds(row).map(async (id) => await this.performer(id)))
          ).filter((card): card is PerformerCardJson => card !== null),
          video: mediaJson(this.app, media, row.fileId, { canView: a.canView }),
          // Teaser and thumbnail are the creator's public marketing images (public kinds).
          teaser: mediaJson(this.app, media, row.teaserId, { canView: a.canView }),
          thumbnail: mediaJson(this.app, media, row.thumbnailId, { canView: a.canView }),
          flags: AssetViews.flags(a, reacted(row.id), row),
        });
      }),
    );
  }

  async video(row: VideoRow): Promise<VideoJson> {
    return (await this.videos([row]))[0];
  }

  async galleries(rows: GalleryRow[]): Promise<GalleryJson[]> {
    const covers = new Map<string, PhotoRow | undefined>();
    for (const row of rows) covers.set(row.id, await this.app.repos.photos.publicCover(row));
    const media = await loadMedia(
      this.app,
      [...covers.values()].map((p) => p?.fileId),
    );
    const active = await this.app.repos.photos.countActive(rows.map((r) => r.id));
    const reacted = await this.reactions(
      'gallery',
      rows.map((r) => r.id),
    );
    return await Promise.all(
      rows.map(async (row) => {
        const a = await this.galleryAccess(row);
        return toGalleryJson(row, {
          performer: await this.performer(row.performerId),
          // The cover is public marketing: its thumbnail for everyone, the original only with access; locked,
          // its url is the blurred preview (clients render covers from url and must never get null).
          coverPhoto: mediaJson(this.app, media, covers.get(row.id)?.fileId, {
            canView: a.canView,
            publicThumbnail: true,
            previewAsUrl: true,
          }),
          // The owner counts every photo (inactive ones too); visitors the ones they can be shown.
          numOfItems: a.isOwner
            ? await this.app.repos.photos.countInGallery(row.id)
            : (active.get(row.id) ?? 0),
          flags: AssetViews.flags(a, reacted(row.id), row),
        });
      }),
    );
  }

  async gallery(row: GalleryRow): Promise<GalleryJson> {
    return (await this.galleries([row]))[0];
  }

  /** Photos of one gallery: open for viewers who may see it, otherwise url null with blurred previews. */
  async photos(gallery: GalleryRow, rows: PhotoRow[]): Promise<PhotoJson[]> {
    const { canView } = await this.galleryAccess(gallery);
    const media = await loadMedia(
      this.app,
      rows.map((r) => r.fileId),
    );
    const coverId = (await this.app.repos.photos.publicCover(gallery))?.id;
    return rows.map((row) =>
      toPhotoJson(row, {
        photo: mediaJson(this.app, media, row.fileId, { canView }),
        gallery,
        isGalleryCover: row.id === coverId,
      }),
    );
  }

  /** Photos from several galleries (a creator's Photos tab). */
  async photosAcross(rows: PhotoRow[]): Promise<PhotoJson[]> {
    const galleries = new Map<string, GalleryRow | undefined>();
    for (const r of rows)
      if (!galleries.has(r.galleryId))
        galleries.set(r.galleryId, await this.app.repos.galleries.findById(r.galleryId));
    const out: PhotoJson[] = [];
    for (const r of rows) {
      const g = galleries.get(r.galleryId);
      if (g) out.push(...(await this.photos(g, [r])));
    }
    return out;
  }

  async products(rows: ProductRow[]): Promise<ProductJson[]> {
    const media = await loadMedia(
      this.app,
      rows.map((r) => r.imageId),
    );
    const reacted = await this.reactions(
      'product',
      rows.map((r) => r.id),
    );
    return await Promise.all(
      rows.map(async (row) => {
        const owner = row.performerId === this.viewer.id;
        const digital =
          owner && row.digitalFileId ? await this.app.repos.files.findById(row.digitalFileId) : undefined;
        return toProductJson(row, {
          performer: await this.performer(row.performerId),
          image: mediaJson(this.app, media, row.imageId, { canView: true }),
          flags: { ...reacted(row.id), moderation: ownerModeration(row, owner) },
          owner,
          digitalFileUrl: digital ? storedFileUrl(this.app, digital.kind, digital.storedName) : null,
        });
      }),
    );
  }

  async product(row: ProductRow): Promise<ProductJson> {
    return (await this.products([row]))[0];
  }
}
