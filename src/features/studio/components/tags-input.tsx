// The video's tags without antd (issue 22): the tags as removable chips and a text field where Enter or a comma
// adds what was typed (antd's Select mode="tags", whose accessible name and role this keeps).
import { useState, type KeyboardEvent } from 'react';
import styles from '@/components/chip-combobox.module.css';

interface Props {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  describedBy?: string;
}

export function TagsInput({ id, value, onChange, describedBy }: Props) {
  const [text, setText] = useState('');
  const add = (raw: string) => {
    const tags = raw
      .split(',')
      .map((t) => t.trim())
      .filter((t) => t && !value.includes(t));
    if (tags.length) onChange([...value, ...new Set(tags)]);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === ',') {
      e.preventDefault();
      add(text);
    } else if (e.key === 'Backspace' && !text && value.length) {
      onChange(value.slice(0, -1));
    }
  };
  return (
    <div className={styles.box}>
      {value.map((tag) => (
        <span key={tag} className={styles.chip}>
          {tag}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Remove tag ${tag}`}
            onClick={() => onChange(value.filter((t) => t !== tag))}
          >
            ×
          </button>
        </span>
      ))}
      <input
        id={id}
        role="combobox"
        aria-expanded={false}
        aria-autocomplete="none"
        aria-describedby={describedBy}
        className={styles.text}
        placeholder={value.length ? undefined : 'Add tags'}
        value={text}
        onChange={(e) => {
          if (e.target.value.includes(',')) add(e.target.value);
          else setText(e.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => text.trim() && add(text)}
      />
    </div>
  );
}
