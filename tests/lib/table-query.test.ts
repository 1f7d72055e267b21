import { parseTableQuery, serialiseTableQuery, toApiSort, toOffsetLimit, toSearch } from '@/lib/table-query';
import {
  directoryApiParams,
  parseDirectoryQuery,
  sameDirectoryQuery,
  serialiseDirectoryQuery,
} from '@/features/performer/directory-query';

const defaults = {
  pageSize: 10,
  sortBy: 'updatedAt',
  filters: { q: '', status: 'active' },
  allowed: { status: ['active', 'inactive'], sortBy: ['updatedAt', 'name'] },
};

describe('table query (spec §2 "Table pages")', () => {
  test('defaults: page 1, default size, updatedAt descending, default filters', () => {
    expect(parseTableQuery({}, defaults)).toEqual({
      current: 1,
      pageSize: 10,
      sortBy: 'updatedAt',
      sort: 'descend',
      filters: { q: '', status: 'active' },
    });
  });

  test('reads every key, falls back on bad values', () => {
    const q = parseTableQuery(
      { current: '3', pageSize: '999', sortBy: 'name', sort: 'ascend', q: ' yoga ', status: 'deleted' },
      defaults,
    );
    expect(q).toEqual({
      current: 3,
      pageSize: 200,
      sortBy: 'name',
      sort: 'ascend',
      filters: { q: 'yoga', status: 'active' },
    });
    expect(
      parseTableQuery({ current: '-1', pageSize: 'x', sortBy: 'evil', sort: 'sideways' }, defaults),
    ).toMatchObject({
      current: 1,
      pageSize: 10,
      sortBy: 'updatedAt',
      sort: 'descend',
    });
    expect(parseTableQuery({ current: ['2', '5'] }, defaults).current).toBe(2);
  });

  test('serialise writes only what differs from the defaults, and round-trips', () => {
    const state = {
      current: 2,
      pageSize: 10,
      sortBy: 'name',
      sort: 'ascend' as const,
      filters: { q: 'yoga', status: 'inactive' },
    };
    const query = serialiseTableQuery(state, defaults);
    expect(query).toEqual({ current: '2', sortBy: 'name', sort: 'ascend', q: 'yoga', status: 'inactive' });
    expect(parseTableQuery(query, defaults)).toEqual(state);
    expect(serialiseTableQuery(parseTableQuery({}, defaults), defaults)).toEqual({});
    expect(toSearch(query)).toBe('?current=2&q=yoga&sort=ascend&sortBy=name&status=inactive');
    expect(toSearch({})).toBe('');
  });

  test('API paging: offset is items skipped; sort asc/desc', () => {
    expect(toOffsetLimit({ current: 3, pageSize: 12 })).toEqual({ offset: 24, limit: 12 });
    expect(toApiSort('ascend')).toBe('asc');
    expect(toApiSort('descend')).toBe('desc');
  });
});

describe('directory query', () => {
  test('defaults: 12 per page sorted by live; unknown values dropped; country upper-cased', () => {
    const q = parseDirectoryQuery({ gender: 'robot', country: 'de', sortBy: 'random', ageRange: '20_22' });
    expect(q).toMatchObject({ current: 1, pageSize: 12, sortBy: 'live' });
    expect(q.filters).toEqual({
      q: '',
      gender: '',
      ageRange: '20_22',
      ethnicity: '',
      country: 'DE',
      isFreeSubscription: '',
      category: '',
    });
    expect(parseDirectoryQuery({ country: 'Germany' }).filters.country).toBe('');
  });

  test('URL round trip and API params', () => {
    const q = parseDirectoryQuery({
      gender: 'female',
      country: 'DE',
      sortBy: 'popular',
      current: '2',
      isFreeSubscription: 'true',
    });
    const url = serialiseDirectoryQuery(q);
    expect(url).toEqual({
      gender: 'female',
      country: 'DE',
      sortBy: 'popular',
      current: '2',
      isFreeSubscription: 'true',
    });
    expect(sameDirectoryQuery(parseDirectoryQuery(url), q)).toBe(true);
    expect(directoryApiParams(q)).toEqual({
      offset: 12,
      limit: 12,
      sortBy: 'popular',
      gender: 'female',
      country: 'DE',
      isFreeSubscription: 'true',
    });
  });
});
