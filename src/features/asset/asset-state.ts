// State shapes shared by the video, gallery and product slices: one detail, its related items, and a creator's
// paged list (profile tabs). Plain data only (serialisable); each slice owns its own key and HYDRATE.
import { type ApiError } from '@/lib/api-error';
import { type RequestStatus } from '@/lib/request-status';
import type { CreatorPlans } from '@/features/subscription';

export interface DetailState<T> {
  /** id or slug the page asked for */
  requestedId: string;
  current: T | null;
  status: RequestStatus;
  error: ApiError | null;
  /** the owner's plans, loaded only when the item is locked for subscribers */
  creator: CreatorPlans | null;
}

export interface RelatedState<T> {
  /** id of the item the list is related to */
  forId: string;
  items: T[];
  status: RequestStatus;
  error: ApiError | null;
}

export interface ListState<T> {
  performerId: string;
  items: T[];
  total: number;
  status: RequestStatus;
  error: ApiError | null;
}

/** Items per profile-tab page and per related list (reference §2.3). */
export const LIST_PAGE_SIZE = 12;
export const RELATED_LIMIT = 12;

export const emptyDetail = <T>(): DetailState<T> => ({
  requestedId: '',
  current: null,
  status: 'idle',
  error: null,
  creator: null,
});
export const emptyRelated = <T>(): RelatedState<T> => ({ forId: '', items: [], status: 'idle', error: null });
export const emptyList = <T>(): ListState<T> => ({
  performerId: '',
  items: [],
  total: 0,
  status: 'idle',
  error: null,
});

/** Appends a page, skipping ids already listed (items may shift while paging). */
export function appendUnique<T extends { _id: string }>(list: T[], page: T[]): T[] {
  const seen = new Set(list.map((i) => i._id));
  return [...list, ...page.filter((i) => !seen.has(i._id))];
}

export const hasMore = (list: Pick<ListState<unknown>, 'items' | 'total'>) => list.items.length < list.total;
