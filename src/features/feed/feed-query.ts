// The filters of a feed list and how they become API parameters. One place for the home and profile lists.
import { type FeedApiQuery } from './api';
import { type FeedType, isFeedType } from './types';

export const FEED_PAGE_SIZE = 12;
/**
 * The posts a server render fetches and shows (issue 22, "cheap renders"): what a first screen holds. On a phone
 * (412×823, the header above and the tab bar below) and a laptop (1366×768) the demo feed's first two cards fill
 * it and the third starts below the fold, so the server renders two. The browser fetches the rest of the first
 * page as soon as it runs (feed-list.tsx), so the page's HTML, its __NEXT_DATA__ and the API's work per render
 * carry two posts, not twelve.
 */
export const FEED_FIRST_SCREEN = 2;

export type FeedListKey = 'home' | 'profile';

export interface FeedQuery {
  /** '' = all kinds */
  type: FeedType | '';
  q: string;
  /** ISO dates ('' = open) */
  fromDate: string;
  toDate: string;
  /** profile list: whose posts */
  performerId: string;
  username: string;
}

export const emptyFeedQuery: FeedQuery = {
  type: '',
  q: '',
  fromDate: '',
  toDate: '',
  performerId: '',
  username: '',
};

/** Home filter buttons (reference §2.3): label and the `type` parameter. */
export const FEED_FILTERS: { label: string; type: FeedType | '' }[] = [
  { label: 'All', type: '' },
  { label: 'Text', type: 'text' },
  { label: 'Video', type: 'video' },
  { label: 'Photos', type: 'photo' },
  { label: 'Audio', type: 'audio' },
  { label: 'Scheduled live', type: 'scheduled-streaming' },
];

export const sameQuery = (a: FeedQuery, b: FeedQuery) =>
  a.type === b.type &&
  a.q === b.q &&
  a.fromDate === b.fromDate &&
  a.toDate === b.toDate &&
  a.performerId === b.performerId &&
  a.username === b.username;

/**
 * A list's API query from `offset`. Pages end on multiples of FEED_PAGE_SIZE: after a first screen of three the
 * next request asks for the nine that complete page one, then twelve at a time.
 */
export function feedApiQuery(
  list: FeedListKey,
  query: FeedQuery,
  offset: number,
  limit: number = FEED_PAGE_SIZE - (offset % FEED_PAGE_SIZE),
): FeedApiQuery {
  return {
    ...(list === 'home' ? { isHome: true } : { performerId: query.performerId }),
    type: query.type,
    q: query.q,
    fromDate: query.fromDate,
    toDate: query.toDate,
    offset,
    limit,
  };
}

/** The home page's filters from its URL (?type=photo&q=beach). */
export function homeQueryFrom(urlQuery: Record<string, string | string[] | undefined>): FeedQuery {
  const type = typeof urlQuery.type === 'string' && isFeedType(urlQuery.type) ? urlQuery.type : '';
  const q = typeof urlQuery.q === 'string' ? urlQuery.q.slice(0, 100) : '';
  return { ...emptyFeedQuery, type, q };
}
