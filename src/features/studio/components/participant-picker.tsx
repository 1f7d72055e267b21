// Creators appearing in a video: remote search (GET /performers/user/search?q=, debounced) or a random handful
// (GET /performers/search/random) before anything is typed. The value is the list of creator ids. antd-free
// (issue 22): the chosen creators as removable chips and an ARIA combobox with its list of found creators.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { searchCreators } from '../api';
import styles from '@/components/chip-combobox.module.css';

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
  const listId = useId();
  const [labels, setLabels] = useState<Map<string, string>>(
    () => new Map(known.map((p) => [p._id, labelOf(p)])),
  );
  const [found, setFound] = useState<ParticipantOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
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
        setActive(0);
        setLabels((prev) => {
          const next = new Map(prev);
          for (const c of cards) next.set(c._id, labelOf(c));
          return next;
        });
      })
      .catch(() => ticket === latest.current && setFailed(true))
      .finally(() => ticket === latest.current && setLoading(false));
  };

  const selected = value ?? [];
  const toggle = (cid: string) =>
    onChange?.(selected.includes(cid) ? selected.filter((s) => s !== cid) : [...selected, cid]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (found.length ? (a + step + found.length) % found.length : 0));
    } else if (e.key === 'Enter' && open && found[active]) {
      e.preventDefault();
      toggle(found[active]._id);
    } else if (e.key === 'Escape') {
      setOpen(false);
    } else if (e.key === 'Backspace' && !text && selected.length) {
      onChange?.(selected.slice(0, -1));
    }
  };

  const activeId = open && found[active] ? `${listId}-${found[active]._id}` : undefined;
  return (
    <div className={styles.picker}>
      <div className={styles.box}>
        {selected.map((cid) => (
          <span key={cid} className={styles.chip}>
            {labels.get(cid) ?? cid}
            <button
              type="button"
              className={styles.remove}
              aria-label={`Remove ${labels.get(cid) ?? cid}`}
              onClick={() => toggle(cid)}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          className={styles.text}
          placeholder={selected.length ? undefined : 'Search creators'}
          value={text}
          onFocus={() => {
            setOpen(true);
            if (found.length === 0 && !loading) run('');
          }}
          onBlur={() => setOpen(false)}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            clearTimeout(timer.current);
            const q = e.target.value;
            timer.current = setTimeout(() => run(q), PARTICIPANT_SEARCH_DEBOUNCE_MS);
          }}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul id={listId} role="listbox" aria-multiselectable className={styles.list} hidden={!open}>
        {loading && !found.length ? <li className={styles.note}>Searching…</li> : null}
        {!loading && failed ? <li className={styles.note}>Search failed, please try again</li> : null}
        {!loading && !failed && !found.length ? <li className={styles.note}>No creators found</li> : null}
        {found.map((c, i) => (
          <li
            key={c._id}
            id={`${listId}-${c._id}`}
            role="option"
            aria-selected={selected.includes(c._id)}
            className={`${styles.option} ${i === active ? styles.active : ''}`}
            // keeps the focus in the field, so the list stays open for another pick
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => toggle(c._id)}
          >
            {labelOf(c)}
          </li>
        ))}
      </ul>
    </div>
  );
}
