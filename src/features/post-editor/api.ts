// Creator post calls (reference §2.5 /creator/my-post*, contract "Feeds"): creator token only (fans get 403).
import { del, get, post, put, unwrap, upload, type ListData, type RequestOptions } from '@/lib/http-client';
import { toApiError } from '@/lib/api-error';
import { MESSAGES } from '@/config/constants';
import {
  type Feed,
  type MediaFile,
  type PollOption,
  toFeed,
  toMediaFile,
  toPollOption,
} from '@/features/feed';
import { type MyPostsQuery, type PostPayload } from './types';
import { intentKey } from '@/lib/idempotency';
import type { SuccessJson } from '@api/schemas/common';
import type { FeedJson, PollJson } from '@api/schemas/feeds';
import type { FileJson } from '@api/schemas/media';

export interface Page<T> {
  items: T[];
  total: number;
}

export type FeedUploadKind = 'photo' | 'video' | 'audio' | 'thumbnail' | 'teaser';

const feedPath = (id: string) => `/performer/feeds/${encodeURIComponent(id)}`;

/** Drops empty filters so the API sees only what the creator chose. */
function listParams(query: MyPostsQuery): Record<string, unknown> {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
}

export async function getMyPosts(query: MyPostsQuery): Promise<Page<Feed>> {
  const data = await unwrap(get<ListData<FeedJson>>('/performer/feeds', listParams(query)));
  return { items: (data?.data ?? []).map(toFeed), total: Number(data?.total) || 0 };
}

/** The creator's own post (edit page, server side with the visitor's token). */
export async function getMyPost(id: string, opts?: RequestOptions): Promise<Feed> {
  return toFeed(await unwrap(get<FeedJson>(feedPath(id), undefined, opts)));
}

export async function createPost(body: PostPayload, intentId?: string): Promise<Feed> {
  const opts = intentId ? { idempotencyKey: intentKey(intentId, body) } : undefined;
  return toFeed(await unwrap(post<FeedJson>('/performer/feeds', body, opts)));
}

export async function updatePost(id: string, body: PostPayload): Promise<Feed> {
  return toFeed(await unwrap(put<FeedJson>(feedPath(id), body)));
}

export async function deletePost(id: string): Promise<void> {
  await del<SuccessJson>(feedPath(id));
}

/** One poll option; its id goes into the post's pollIds. */
export async function createPoll(body: {
  description: string;
  expiredAt: string | null;
}): Promise<PollOption> {
  const poll = toPollOption(
    await unwrap(
      post<PollJson>('/performer/feeds/polls', {
        description: body.description,
        ...(body.expiredAt ? { expiredAt: body.expiredAt } : {}),
      }),
    ),
  );
  if (!poll._id) throw toApiError({ statusCode: 0 }, MESSAGES.genericFallback);
  return poll;
}

/** POST /performer/feeds/{kind}/upload (multipart field `file`) with progress; abortable. */
export async function uploadFeedFile(
  kind: FeedUploadKind,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<MediaFile> {
  const data = await unwrap(
    upload<FileJson | null>(
      `/performer/feeds/${kind}/upload`,
      [{ fieldname: 'file', file }],
      undefined,
      onProgress,
      {
        signal,
      },
    ),
  );
  const media = toMediaFile(data);
  if (!media?._id) throw toApiError({ statusCode: 0 }, MESSAGES.genericFallback);
  return media;
}
