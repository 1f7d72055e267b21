// Fan / visitor feed calls (spec §7 "Feeds", contract "Feeds"): raw JSON is mapped through ./types before it leaves.
import {
  get,
  post,
  toListPage,
  unwrap,
  viewerRequest,
  type ListData,
  type ListPage,
  type ViewerOptions,
} from '@/lib/http-client';
import { toFileStatus, type FileStatus } from '@/lib/media-file';
import { type Feed, type PollOption, toFeed, toPollOption } from './types';
import type { FeedJson, PollJson } from '@api/schemas/feeds';
import type { FileStatusJson } from '@api/schemas/media';

export type FeedPage = ListPage<Feed>;

/** Server side: the visitor's token and IP (the browser sends its own). */
export type FeedRequestOptions = ViewerOptions;

/** Query of GET /user/feeds and /user/feeds/search/{username} (empty values are left out). */
export interface FeedApiQuery {
  isHome?: boolean;
  performerId?: string;
  type?: string;
  q?: string;
  fromDate?: string;
  toDate?: string;
  offset: number;
  limit: number;
}

function params(query: FeedApiQuery): Record<string, string | number> {
  const out: Record<string, string | number> = { offset: query.offset, limit: query.limit };
  if (query.isHome !== undefined) out.isHome = String(query.isHome);
  for (const key of ['performerId', 'type', 'q', 'fromDate', 'toDate'] as const) {
    const value = query[key]?.trim();
    if (value) out[key] = value;
  }
  return out;
}

const page = (data: ListData<FeedJson> | null | undefined): FeedPage => toListPage(data, toFeed);

/** GET /user/feeds (isHome=true: creators the viewer follows or subscribes to). */
export async function getFeeds(query: FeedApiQuery, opts: FeedRequestOptions = {}): Promise<FeedPage> {
  return page(await unwrap(get<ListData<FeedJson>>('/user/feeds', params(query), viewerRequest(opts))));
}

/** GET /user/feeds/search/{username}: one creator's posts. */
export async function getCreatorFeeds(
  username: string,
  query: FeedApiQuery,
  opts: FeedRequestOptions = {},
): Promise<FeedPage> {
  const url = `/user/feeds/search/${encodeURIComponent(username)}`;
  return page(await unwrap(get<ListData<FeedJson>>(url, params(query), viewerRequest(opts))));
}

/** GET /user/feeds/{id or slug}; 404 "Post not found". */
export async function getFeed(id: string, opts: FeedRequestOptions = {}): Promise<Feed> {
  return toFeed(
    await unwrap(get<FeedJson>(`/user/feeds/${encodeURIComponent(id)}`, undefined, viewerRequest(opts))),
  );
}

/** POST /user/feeds/vote/{pollId} (login): the option with its new count. */
export async function votePoll(pollId: string): Promise<PollOption> {
  return toPollOption(await unwrap(post<PollJson>(`/user/feeds/vote/${encodeURIComponent(pollId)}`)));
}

/** GET /user/feeds/{feedId}/file/{fileId}/status: processing / finished / error, url when viewable. */
export async function getFeedFileStatus(feedId: string, fileId: string): Promise<FileStatus> {
  const path = `/user/feeds/${encodeURIComponent(feedId)}/file/${encodeURIComponent(fileId)}/status`;
  return toFileStatus(await unwrap(get<FileStatusJson>(path, undefined, { noAuthRedirect: true })));
}
