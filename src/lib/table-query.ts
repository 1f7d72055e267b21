// Table pages keep their state in the URL query (spec §2 "Table pages"): current, pageSize, sortBy, sort, plus
// the page's filters. parse() reads a Next query object with defaults; serialise() writes only what differs
// from the defaults, so a reload of the URL reproduces the same view and default views keep clean URLs.

export type SortOrder = 'ascend' | 'descend';

export interface TableQuery<F extends Record<string, string>> {
  current: number;
  pageSize: number;
  sortBy: string;
  sort: SortOrder;
  filters: F;
}

export interface TableQueryDefaults<F extends Record<string, string>> {
  pageSize: number;
  sortBy: string;
  sort?: SortOrder;
  /** every filter key with its default value ('' = no filter) */
  filters: F;
  /** allowed values per key; anything else falls back to the default */
  allowed?: Partial<Record<keyof F | 'sortBy', readonly string[]>>;
  /** upper bound for pageSize from the URL */
  maxPageSize?: number;
}

type RawQuery = Record<string, string | string[] | undefined>;

const first = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** A whole number ≥ 1 from a URL query value (the first when repeated), at most `max`; otherwise `fallback`. */
export function positiveInt(
  value: string | string[] | undefined,
  fallback: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = first(value);
  if (!v || !/^\d+$/.test(v)) return fallback;
  const n = Number(v);
  return n >= 1 ? Math.min(n, max) : fallback;
}

function allowedOr(value: string | undefined, fallback: string, allowed?: readonly string[]): string {
  if (value === undefined) return fallback;
  const v = value.trim();
  if (allowed && v !== '' && !allowed.includes(v)) return fallback;
  return v;
}

export function parseTableQuery<F extends Record<string, string>>(
  query: RawQuery,
  defaults: TableQueryDefaults<F>,
): TableQuery<F> {
  const filters = { ...defaults.filters };
  for (const key of Object.keys(defaults.filters) as (keyof F & string)[]) {
    filters[key] = allowedOr(
      first(query[key]),
      defaults.filters[key],
      defaults.allowed?.[key],
    ) as F[typeof key];
  }
  const sortRaw = first(query.sort);
  return {
    current: positiveInt(query.current, 1),
    pageSize: positiveInt(query.pageSize, defaults.pageSize, defaults.maxPageSize ?? 200),
    sortBy: allowedOr(first(query.sortBy), defaults.sortBy, defaults.allowed?.sortBy) || defaults.sortBy,
    sort:
      sortRaw === 'ascend' || sortRaw === 'asc'
        ? 'ascend'
        : sortRaw === 'descend' || sortRaw === 'desc'
          ? 'descend'
          : (defaults.sort ?? 'descend'),
    filters,
  };
}

/** Query object for router.push: only values that differ from the defaults. */
export function serialiseTableQuery<F extends Record<string, string>>(
  state: TableQuery<F>,
  defaults: TableQueryDefaults<F>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(state.filters)) {
    if (value !== '' && value !== defaults.filters[key]) out[key] = value;
  }
  if (state.sortBy !== defaults.sortBy) out.sortBy = state.sortBy;
  if (state.sort !== (defaults.sort ?? 'descend')) out.sort = state.sort;
  if (state.pageSize !== defaults.pageSize) out.pageSize = String(state.pageSize);
  if (state.current > 1) out.current = String(state.current);
  return out;
}

/** "?a=1&b=2" (or "") in a stable key order, for hrefs and for comparing two views. */
export function toSearch(query: Record<string, string>): string {
  const params = new URLSearchParams();
  for (const key of Object.keys(query).sort()) params.set(key, query[key]);
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** API paging of the contract: offset = items skipped. */
export function toOffsetLimit(state: Pick<TableQuery<Record<string, string>>, 'current' | 'pageSize'>) {
  return { offset: (state.current - 1) * state.pageSize, limit: state.pageSize };
}

/** The API's sort value: `asc` for ascend, `desc` otherwise. */
export const toApiSort = (sort: SortOrder): 'asc' | 'desc' => (sort === 'ascend' ? 'asc' : 'desc');
