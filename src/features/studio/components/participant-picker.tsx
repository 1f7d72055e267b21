// Creators appearing in a video: remote search (GET /performers/user/search?q=, debounced) or a random handful
// (GET /performers/search/random) before anything is typed. The value is the list of creator ids.
import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { searchCreators } from '../api';

export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 400;

export interface ParticipantOption {
  _id: string;
  name: string;
  username: string;
}

const labelOf = (p: ParticipantOption) =>
  p.name && p.username ? `${p.name} (@${p.username})` : p.name || (p.username ? `@${p.username}` : p._id);

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** creators whose names are known up front (the creator, saved participants) */
  known: ParticipantOption[];
}

export function ParticipantPicker({ id, value, onChange, known }: Props) {
  const [labels, setLabels] = useState<Map<string, string>>(
    () => new Map(known.map((p) => [p._id, labelOf(p)])),
  );
  const [found, setFound] = useState<ParticipantOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = (q: string) => {
    const ticket = ++latest.current;
    setLoading(true);
    searchCreators(q)
      .then((cards) => {
        if (ticket !== latest.current) return; // an older answer arriving late
        setFound(cards);
        setFailed(false);
        setLabels((prev) => {
          const next = new Map(prev);
          for (const c of cards) next.set(c._id, labelOf(c));
          return next;
        });
      })
      .catch(() => ticket === latest.current && setFailed(true))
      .finally(() => ticket === latest.current && setLoading(false));
  };

  const onSearch = (text: string) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(text), PARTICIPANT_SEARCH_DEBOUNCE_MS);
  };

  const selected = value ?? [];
  const ids = [...selected, ...found.map((c) => c._id).filter((cid) => !selected.includes(cid))];

  return (
    <Select
      id={id}
      mode="multiple"
      value={selected}
      onChange={(next: string[]) => onChange?.(next)}
      onFocus={() => {
        if (found.length === 0 && !loading) run('');
      }}
      showSearch={{ filterOption: false, onSearch }}
      placeholder="Search creators"
      notFoundContent={
        loading ? <Spin size="small" /> : failed ? 'Search failed, please try again' : 'No creators found'
      }
      options={ids.map((cid) => ({ value: cid, label: labels.get(cid) ?? cid }))}
    />
  );
}
