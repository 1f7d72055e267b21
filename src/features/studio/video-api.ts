// The creator's own videos (contract "Videos", reference §2.5): upload with teaser and thumbnail, edit, delete.
import { type UploadFile } from '@/lib/http-client';
import { toVideo, type Video } from '@/features/video';
import { id, remove, searchAssets, sendMultipart, viewAsset } from './asset-requests';
import type { LoadOptions, Page, Progress, StudioListQuery } from './asset-requests';

/** The fields of the video upload and edit forms, as the multipart body carries them. */
export interface VideoFields {
  title: string;
  description: string;
  tags: string[];
  participantIds: string[];
  status: 'active' | 'inactive';
  isSale: boolean;
  /** dollars; 0 when not for sale */
  price: number;
  isSchedule: boolean;
  /** ISO date; '' when not scheduled; undefined keeps the saved date (edit) */
  scheduledAt?: string;
}

export interface VideoFiles {
  video?: File;
  teaser?: File;
  thumbnail?: File;
}

function videoParts(files: VideoFiles): UploadFile[] {
  const parts: UploadFile[] = [];
  // the main file first: the API reads the parts in order
  if (files.video) parts.push({ fieldname: 'video', file: files.video });
  if (files.teaser) parts.push({ fieldname: 'teaser', file: files.teaser });
  if (files.thumbnail) parts.push({ fieldname: 'thumbnail', file: files.thumbnail });
  return parts;
}

/** Arrays as JSON text so an emptied list (no tags) is still sent and clears the saved one. */
function videoBody(fields: VideoFields): Record<string, unknown> {
  return {
    ...fields,
    tags: JSON.stringify(fields.tags),
    participantIds: JSON.stringify(fields.participantIds),
    scheduledAt: fields.isSchedule ? fields.scheduledAt : '',
    price: fields.isSale ? fields.price : 0,
  };
}

export function searchMyVideos(query: StudioListQuery): Promise<Page<Video>> {
  return searchAssets('videos', query, toVideo);
}

export function getMyVideo(videoId: string, opts?: LoadOptions): Promise<Video> {
  return viewAsset('videos', videoId, opts, toVideo);
}

/** The multipart upload (no id: POST with every file) or edit (PUT: the files sent replace the saved ones). */
const videoRequest = (videoId: string | null, fields: VideoFields, files: VideoFiles) =>
  ({
    path: videoId ? `videos/edit/${id(videoId)}` : 'videos/upload',
    method: videoId ? 'PUT' : 'POST',
    parts: videoParts(files),
    body: videoBody(fields),
    map: toVideo,
  }) as const;

/** `video` is required. */
export function uploadVideo(
  fields: VideoFields,
  files: VideoFiles & { video: File },
  onProgress?: Progress,
  signal?: AbortSignal,
  intentId?: string,
): Promise<Video> {
  return sendMultipart({ ...videoRequest(null, fields, files), intentId }, onProgress, signal);
}

/** The files not sent stay as they are. */
export function updateVideo(
  videoId: string,
  fields: VideoFields,
  files: VideoFiles,
  onProgress?: Progress,
  signal?: AbortSignal,
): Promise<Video> {
  return sendMultipart(videoRequest(videoId, fields, files), onProgress, signal);
}

export function deleteVideo(videoId: string): Promise<void> {
  return remove(`videos/${id(videoId)}`);
}

export function removeVideoFile(videoId: string, type: 'teaser' | 'thumbnail'): Promise<void> {
  return remove(`videos/remove-file/${id(videoId)}`, { type });
}

/** Bulk upload: one file saved inactive, not for sale, unscheduled, titled with its name, the creator as participant. */
export function bulkVideoFields(file: File, selfId: string): VideoFields {
  return {
    title: file.name.slice(0, 200) || 'Untitled video',
    description: '',
    tags: [],
    participantIds: selfId ? [selfId] : [],
    status: 'inactive',
    isSale: false,
    price: 0,
    isSchedule: false,
    scheduledAt: '',
  };
}
