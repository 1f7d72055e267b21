// Fan / visitor feed calls (spec §7 "Feeds", contract "Feeds"): raw JSON is mapped through ./types before it leaves.
import { get, post, unwrap, type ListData, type RequestOptions } from '@/lib/http-client';
import { type Feed, type PollOption, toFeed, toPollOption } from './types';

export interface FeedPage {
  items: Feed[];
  total: number;
}

/** Server side: the visitor's token and IP (the browser sends its own). */
export interface FeedRequestOptions {
  token?: string;
  clientIp?: string;
  noAuthRedirect?: boolean;
}

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

function requestOptions(opts: FeedRequestOptions): RequestOptions {
  const request: RequestOptions = { noAuthRedirect: opts.noAuthRedirect };
  if (opts.token) request.token = opts.token;
  if (opts.clientIp) request.headers = { 'x-client-ip': opts.clientIp, 'x-forwarded-for': opts.clientIp };
  return request;
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

function page(data: ListData<unknown> | null | undefined): FeedPage {
  const list = Array.isArray(data?.data) ? data.data : [];
  return { items: list.map(toFeed), total: typeof data?.total === 'number' ? data.total : list.length };
}

/** GET /user/feeds (isHome=true: creators the viewer follows or subscribes to). */
export async function getFeeds(query: FeedApiQuery, opts: FeedRequestOptions = {}): Promise<FeedPage> {
  return page(await unwrap(get<ListData<unknown>>('/user/feeds', params(query), requestOptions(opts))));
}

/** GET /user/feeds/search/{username}: one creator's posts. */
export async function getCreatorFeeds(
  username: string,
  query: FeedApiQuery,
  opts: FeedRequestOptions = {},
): Promise<FeedPage> {
  const url = `/user/feeds/search/${encodeURIComponent(username)}`;
  return page(await unwrap(get<ListData<unknown>>(url, params(query), requestOptions(opts))));
}

/** GET /user/feeds/{id or slug}; 404 "Post not found". */
export async function getFeed(id: string, opts: FeedRequestOptions = {}): Promise<Feed> {
  return toFeed(
    await unwrap(get<unknown>(`/user/feeds/${encodeURIComponent(id)}`, undefined, requestOptions(opts))),
  );
}

/** POST /user/feeds/vote/{pollId} (login): the option with its new count. */
export async function votePoll(pollId: string): Promise<PollOption> {
  return toPollOption(await unwrap(post<unknown>(`/user/feeds/vote/${encodeURIComponent(pollId)}`)));
}

/** GET /user/feeds/{feedId}/file/{fileId}/status: processing / finished / error, url when viewable. */
export async function getFeedFileStatus(
  feedId: string,
  fileId: string,
): Promise<{ status: string; url: string | null }> {
  const raw = await unwrap(
    get<{ status?: unknown; url?: unknown }>(
      `/user/feeds/${encodeURIComponent(feedId)}/file/${encodeURIComponent(fileId)}/status`,
      undefined,
      { noAuthRedirect: true },
    ),
  );
  return {
    status: typeof raw?.status === 'string' ? raw.status : 'processing',
    url: typeof raw?.url === 'string' && raw.url ? raw.url : null,
  };
}
