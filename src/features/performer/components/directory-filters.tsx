// Directory filters (reference §2.3 /creator): keyword, category, gender, age range, ethnicity, country, free subscription
// and sort. Every change produces a new query (back to page 1); the page writes it into the URL.
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '@/components/icons';
import { AGE_RANGES, ETHNICITIES, GENDERS } from '@/config/constants';
import { useCategories, useCountries } from '@/features/reference';
import {
  type DirectoryFilters as Filters,
  type DirectoryQuery,
  type DirectorySort,
} from '../directory-query';
import styles from './creator-cards.module.css';

const SORT_LABELS: Record<DirectorySort, string> = {
  live: 'Live',
  popular: 'Popular',
  latest: 'Latest',
  oldest: 'Oldest',
  online: 'Online',
};

const ageLabel = (v: string) => (v === 'over_50' ? 'Over 50' : v.replace('_', '-'));
// Until the list arrives, the URL's country still shows: by the English name its creators' cards carry (every card
// found has that country), or by its code when none was found.
function withCurrent(options: { value: string; label: string }[], code: string, name: string) {
  return !code || options.some((o) => o.value === code)
    ? options
    : [{ value: code, label: name || code }, ...options];
}

const capitalise = (v: string) => v.replace(/\b\w/g, (c) => c.toUpperCase());

interface Props {
  query: DirectoryQuery;
  onChange: (query: DirectoryQuery) => void;
  /** the English name of the query's country, as the creators found carry it ('' when unknown) */
  countryName: string;
}

export function DirectoryFilters({ query, onChange, countryName }: Props) {
  const { countries } = useCountries();
  const categories = useCategories();
  const [keyword, setKeyword] = useState(query.filters.q);
  const [lastQ, setLastQ] = useState(query.filters.q);
  if (lastQ !== query.filters.q) {
    // the URL changed under us (back button, reset): show its keyword
    setLastQ(query.filters.q);
    setKeyword(query.filters.q);
  }

  const setFilter = (key: keyof Filters, value: string) =>
    onChange({ ...query, current: 1, filters: { ...query.filters, [key]: value } });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFilter('q', keyword.trim());
  };

  const select = (key: keyof Filters, label: string, options: { value: string; label: string }[]) => (
    <label>
      <span>{label}</span>
      <select
        className={styles.control}
        value={query.filters[key]}
        onChange={(e) => setFilter(key, e.target.value)}
      >
        <option value="">All</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );

  return (
    <form className={styles.filters} role="search" aria-label="Filter creators" onSubmit={submit}>
      <div className={styles.searchRow}>
        <input
          className={styles.control}
          type="search"
          aria-label="Search creators"
          placeholder="Search by name or username"
          value={keyword}
          maxLength={100}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <button type="submit" className={styles.searchButton}>
          <SearchIcon />
          Search
        </button>
      </div>
      {select(
        'category',
        'Category',
        categories.map((c) => ({ value: c._id, label: c.name })),
      )}
      {select(
        'gender',
        'Gender',
        GENDERS.map((g) => ({ value: g.value, label: g.label })),
      )}
      {select(
        'ageRange',
        'Age',
        AGE_RANGES.map((a) => ({ value: a, label: ageLabel(a) })),
      )}
      {select(
        'ethnicity',
        'Ethnicity',
        ETHNICITIES.map((e) => ({ value: e, label: capitalise(e) })),
      )}
      {select(
        'country',
        'Country',
        withCurrent(
          countries.map((c) => ({ value: c.code, label: c.name })),
          query.filters.country,
          countryName,
        ),
      )}
      {select('isFreeSubscription', 'Subscription', [
        { value: 'true', label: 'Free trial' },
        { value: 'false', label: 'Paid only' },
      ])}
      <label>
        <span>Sort by</span>
        <select
          className={styles.control}
          value={query.sortBy}
          onChange={(e) => onChange({ ...query, current: 1, sortBy: e.target.value })}
        >
          {(Object.keys(SORT_LABELS) as DirectorySort[]).map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </form>
  );
}
