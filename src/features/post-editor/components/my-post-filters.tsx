// Filters of /creator/my-post: type, keyword and date range. The page writes them to the URL.
import { useState } from 'react';
import { Button, Input, Select } from 'antd';
import { MY_POST_TYPES, TYPE_LABELS, type MyPostFilters } from '../types';

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
    <div
      role="search"
      aria-label="Filter posts"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16, alignItems: 'center' }}
    >
      <Select
        aria-label="Post type"
        style={{ minWidth: 170 }}
        value={value.type}
        onChange={(type: string) => set({ type })}
        options={[
          { value: '', label: 'All types' },
          ...MY_POST_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] })),
        ]}
      />
      <Input.Search
        aria-label="Search posts"
        placeholder="Search by keyword"
        allowClear
        style={{ flex: '1 1 200px', maxWidth: 320 }}
        value={q}
        onChange={(e) => setQ(e.target.value)}
        onSearch={(text) => set({ q: text.trim() })}
      />
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        From
        <Input
          type="date"
          aria-label="From date"
          value={value.fromDate}
          max={value.toDate || undefined}
          onChange={(e) => set({ fromDate: e.target.value })}
          style={{ width: 160 }}
        />
      </label>
      <label style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}>
        To
        <Input
          type="date"
          aria-label="To date"
          value={value.toDate}
          min={value.fromDate || undefined}
          onChange={(e) => set({ toDate: e.target.value })}
          style={{ width: 160 }}
        />
      </label>
      {value.type || value.q || value.fromDate || value.toDate ? (
        <Button onClick={() => onChange({ type: '', q: '', fromDate: '', toDate: '' })}>Clear filters</Button>
      ) : null}
    </div>
  );
}
