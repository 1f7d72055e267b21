// Filters of /creator/my-post: type, keyword and date range. The page writes them to the URL. antd-free (issue 22):
// a native select, a search field (Enter searches; its × clears) and date inputs.
import { useState } from 'react';
import { studioClasses } from '@/features/studio';
import { MY_POST_TYPES, TYPE_LABELS, type MyPostFilters } from '../types';
import styles from './post-editor.module.css';

interface Props {
  value: MyPostFilters;
  onChange: (filters: MyPostFilters) => void;
}

export function MyPostFiltersBar({ value, onChange }: Props) {
  const [q, setQ] = useState(value.q);
  const [syncedQ, setSyncedQ] = useState(value.q);
  // the URL changed underneath (back button, reset): show its keyword
  if (value.q !== syncedQ) {
    setSyncedQ(value.q);
    setQ(value.q);
  }

  const set = (patch: Partial<Record<keyof MyPostFilters, string>>) =>
    onChange({ ...value, ...patch } as MyPostFilters);

  return (
    <form
      role="search"
      aria-label="Filter posts"
      className={styles.filters}
      onSubmit={(e) => e.preventDefault()}
    >
      <select
        aria-label="Post type"
        className={styles.typeSelect}
        value={value.type}
        onChange={(e) => set({ type: e.target.value })}
      >
        <option value="">All types</option>
        {MY_POST_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </select>
      <input
        type="search"
        aria-label="Search posts"
        placeholder="Search by keyword"
        className={styles.search}
        value={q}
        // Enter searches (with three fields and no button, the form itself would not submit on Enter)
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          set({ q: q.trim() });
        }}
        onChange={(e) => {
          setQ(e.target.value);
          // the field's clear button (×) empties the keyword at once, like antd's allowClear
          if (e.target.value === '' && value.q) set({ q: '' });
        }}
      />
      <label className={styles.dateLabel}>
        From
        <input
          type="date"
          aria-label="From date"
          className={styles.date}
          value={value.fromDate}
          max={value.toDate || undefined}
          onChange={(e) => set({ fromDate: e.target.value })}
        />
      </label>
      <label className={styles.dateLabel}>
        To
        <input
          type="date"
          aria-label="To date"
          className={styles.date}
          value={value.toDate}
          min={value.fromDate || undefined}
          onChange={(e) => set({ toDate: e.target.value })}
        />
      </label>
      {value.type || value.q || value.fromDate || value.toDate ? (
        <button
          type="button"
          className={studioClasses.btn}
          onClick={() => onChange({ type: '', q: '', fromDate: '', toDate: '' })}
        >
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
