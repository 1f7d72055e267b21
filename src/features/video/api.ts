// Public video calls (contract "Videos, galleries, photos, products"; reference §2.3 /video/[id], §5.7).
import { get, unwrap } from '@/lib/http-client';
import { toFileStatus, type FileStatus } from '@/lib/media-file';
import { assetCalls, type AssetSearchQuery } from '@/features/asset';
import { toVideo, type Video } from './types';
import type { FileStatusJson } from '@api/schemas/media';

const videoCalls = assetCalls<Video, AssetSearchQuery & { isSale?: boolean }>('videos', toVideo);

/** GET /performer-assets/videos/{id or slug} */
export const getVideo = videoCalls.get;
/** GET /performer-assets/videos/search?performerId=&excludedId=&isSale=&offset=&limit= */
export const searchVideos = videoCalls.search;

/** GET /performer-assets/videos/{videoId}/file/{fileId}/status → {status, url} (url only when finished and allowed).
 * The watch page's player and the creator's editor both poll it. */
export async function getVideoFileStatus(videoId: string, fileId: string): Promise<FileStatus> {
  const path = `/performer-assets/videos/${encodeURIComponent(videoId)}/file/${encodeURIComponent(fileId)}/status`;
  return toFileStatus(await unwrap(get<FileStatusJson>(path, undefined, { noAuthRedirect: true })));
}
