// Header keyword search (reference §6.2, spec §7): a small ARIA combobox (no antd, it sits on every page).
// Submitting records the keyword (POST /search/keywords) and opens the creator directory with ?q=.
// Focusing shows popular keywords (GET /search/list/keywords).
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useRouter } from 'next/router';
import { SearchIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { keywordsRequested, keywordSubmitted, selectSearchKeywords } from '../search-slice';
import { KEYWORD_MAX } from '../types';
import styles from './header-search.module.css';

export function directoryHref(keyword: string): string {
  return `${paths.creators}?q=${encodeURIComponent(keyword)}`;
}

export function HeaderSearch() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { keywords } = useAppSelector(selectSearchKeywords);
  const initial =
    router.pathname === paths.creators && typeof router.query.q === 'string' ? router.query.q : '';
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const id = useId();
  const listId = `${id}-list`;
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const typed = value.trim().toLowerCase();
  const suggestions = keywords
    .filter((k) => !typed || (k.keyword.includes(typed) && k.keyword !== typed))
    .slice(0, 8);
  const expanded = open && suggestions.length > 0;

  const go = (keyword: string) => {
    const k = keyword.trim().slice(0, KEYWORD_MAX);
    if (!k) return;
    setValue(k);
    setOpen(false);
    setActive(-1);
    dispatch(keywordSubmitted({ keyword: k }));
    void router.push(directoryHref(k));
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    go(active >= 0 && expanded ? suggestions[active].keyword : value);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!open) setOpen(true);
      if (!suggestions.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the text field itself; the list wraps around through it
      setActive((i) => {
        const next = i + step;
        if (next >= suggestions.length) return -1;
        return next < -1 ? suggestions.length - 1 : next;
      });
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.search} role="search">
      <form className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={`${id}-input`} className={styles.label}>
          Search creators
        </label>
        <input
          id={`${id}-input`}
          className={styles.input}
          type="text"
          role="combobox"
          autoComplete="off"
          maxLength={KEYWORD_MAX}
          placeholder="Search creators"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setOpen(true);
            dispatch(keywordsRequested());
          }}
          onBlur={() => {
            // let a click on an option land first
            blurTimer.current = setTimeout(() => setOpen(false), 150);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={styles.button} aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label="Popular searches" className={styles.list} hidden={!expanded}>
        {suggestions.map((k, i) => (
          <li
            key={k.keyword}
            id={`${id}-opt-${i}`}
            role="option"
            aria-selected={i === active}
            className={styles.option}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(k.keyword)}
          >
            {k.keyword}
          </li>
        ))}
      </ul>
    </div>
  );
}
