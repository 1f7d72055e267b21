// Home feed filters (All / Text / Video / Photos / Audio / Scheduled live) and keyword search. antd-free.
import { useState } from 'react';
import { SearchIcon } from '@/components/icons';
import { FEED_FILTERS, type FeedQuery } from '../feed-query';
import styles from './feed-list.module.css';

interface Props {
  query: FeedQuery;
  onChange: (query: FeedQuery) => void;
}

export function FeedToolbar({ query, onChange }: Props) {
  const [q, setQ] = useState(query.q);
  return (
    <div className={styles.toolbar}>
      <form
        role="search"
        className={styles.search}
        onSubmit={(e) => {
          e.preventDefault();
          const next = q.trim();
          if (next !== query.q) onChange({ ...query, q: next });
        }}
      >
        <label htmlFor="feed-search" className="sr-only">
          Search posts
        </label>
        <input
          id="feed-search"
          className={styles.input}
          type="search"
          placeholder="Search posts"
          value={q}
          maxLength={100}
          onChange={(e) => {
            setQ(e.target.value);
            // clearing the box shows everything again
            if (e.target.value === '' && query.q) onChange({ ...query, q: '' });
          }}
        />
        <button type="submit" className={styles.btn}>
          <SearchIcon />
          <span>Search</span>
        </button>
      </form>
      <div className={styles.filters} role="group" aria-label="Post type">
        {FEED_FILTERS.map((f) => (
          <button
            key={f.label}
            type="button"
            className={styles.filter}
            aria-pressed={query.type === f.type}
            onClick={() => {
              if (query.type !== f.type) onChange({ ...query, type: f.type });
            }}
          >
            {f.label}
          </button>
        ))}
      </div>
    </div>
  );
}
