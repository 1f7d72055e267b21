// A select of one or several values without antd (issue 22): the chosen values as removable chips and an ARIA
// combobox (text field + listbox) that lists the options for what is typed. The options are filtered here
// (`filter`, a fixed list like the countries) or by the caller from `onSearch` (a server search, see
// use-remote-search.ts). Keys: ↓/↑ move through the list, Enter picks (or drops) the active option, Escape closes
// the list, Backspace in an empty field removes the last chip. One value at most unless `multiple`. The options
// are in the page only while the list is open.
import { useId, useState, type KeyboardEvent } from 'react';
import styles from './chip-combobox.module.css';

export interface ComboOption {
  value: string;
  label: string;
  /** a small picture before the label (a country's flag) */
  image?: string;
}

interface Props {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  options: ComboOption[];
  multiple?: boolean;
  /** list only the options whose label contains what is typed */
  filter?: boolean;
  /** what is typed, as it changes (a server search) */
  onSearch?: (text: string) => void;
  /** the field got the focus (a first search before anything is typed) */
  onFocus?: () => void;
  /** labels of chosen values that may not be among the options (saved participants) */
  known?: ComboOption[];
  loading?: boolean;
  failed?: boolean;
  /** the list's line when nothing matches ("No users found") */
  emptyText: string;
  failedText?: string;
  loadingText?: string;
  placeholder?: string;
  /** the name of each chip's remove button: "Remove Germany" */
  removeLabel?: (label: string) => string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
}

const matches = (label: string, text: string) => label.toLowerCase().includes(text.trim().toLowerCase());

export function ChipCombobox({
  id,
  value,
  onChange,
  options,
  multiple = false,
  filter = false,
  onSearch,
  onFocus,
  known = [],
  loading = false,
  failed = false,
  emptyText,
  failedText = 'Search failed, please try again',
  loadingText = 'Searching…',
  placeholder,
  removeLabel = (label) => `Remove ${label}`,
  describedBy,
  invalid,
  disabled,
}: Props) {
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  // labels of values picked from an earlier search, so their chips keep their names
  const [picked, setPicked] = useState<Map<string, string>>(() => new Map());

  const shown = filter && text.trim() ? options.filter((o) => matches(o.label, text)) : options;
  const labelOf = (v: string) =>
    options.find((o) => o.value === v)?.label ??
    picked.get(v) ??
    known.find((o) => o.value === v)?.label ??
    v;

  const optionId = (v: string) => `${listId}-${v}`;
  // a server search has nothing to say before anything is typed (or found)
  const expanded = open && !(onSearch && !text.trim() && !shown.length && !loading && !failed);
  const current = expanded ? shown[Math.min(active, shown.length - 1)] : undefined;

  const toggle = (option: ComboOption) => {
    setPicked((prev) => new Map(prev).set(option.value, option.label));
    if (!multiple) {
      onChange([option.value]);
      setOpen(false);
      setText('');
      return;
    }
    onChange(
      value.includes(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value],
    );
  };

  const type = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(0);
    onSearch?.(next);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (shown.length ? (a + step + shown.length) % shown.length : 0));
    } else if (e.key === 'Enter' && current) {
      e.preventDefault();
      toggle(current);
    } else if (e.key === 'Escape' && expanded) {
      // the list closes; a dialog around the field stays open
      e.stopPropagation();
      e.preventDefault();
      setOpen(false);
    } else if (e.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className={styles.picker}>
      <div className={styles.box}>
        {value.map((v) => (
          <span key={v} className={styles.chip}>
            {labelOf(v)}
            <button
              type="button"
              className={styles.remove}
              aria-label={removeLabel(labelOf(v))}
              disabled={disabled}
              onClick={() => onChange(value.filter((s) => s !== v))}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(current.value) : undefined}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          autoComplete="off"
          disabled={disabled}
          className={styles.text}
          placeholder={value.length ? undefined : placeholder}
          value={text}
          onFocus={() => {
            setOpen(true);
            onFocus?.();
          }}
          onClick={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onChange={(e) => type(e.target.value)}
          onKeyDown={onKeyDown}
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-multiselectable={multiple || undefined}
        className={styles.list}
        hidden={!expanded}
      >
        {expanded ? (
          <>
            {loading && !shown.length ? <li className={styles.note}>{loadingText}</li> : null}
            {!loading && failed ? <li className={styles.note}>{failedText}</li> : null}
            {!loading && !failed && !shown.length ? <li className={styles.note}>{emptyText}</li> : null}
            {shown.map((o) => (
              <li
                key={o.value}
                id={optionId(o.value)}
                role="option"
                aria-selected={value.includes(o.value)}
                className={`${styles.option} ${o === current ? styles.active : ''}`}
                // keeps the focus in the field, so the list stays open for another pick
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => toggle(o)}
              >
                {o.image ? (
                  <img src={o.image} alt="" width={20} height={15} className={styles.image} />
                ) : null}
                {o.label}
              </li>
            ))}
          </>
        ) : null}
      </ul>
    </div>
  );
}
