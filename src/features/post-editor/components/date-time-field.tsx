// A native date-and-time input (mobile pickers, no date library) that also shows the chosen time in UTC.
import { useId } from 'react';
import { Input } from 'antd';
import { useDates } from '@/lib/dates';
import { localInputToIso } from '../types';

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  /** earliest allowed value (`datetime-local` format) */
  min?: string;
  'aria-label'?: string;
}

export function DateTimeField({ id, value, onChange, min, 'aria-label': ariaLabel }: Props) {
  const utcId = useId();
  const dates = useDates();
  const iso = localInputToIso(value);
  const utc = iso ? dates.utc(iso) : '';
  return (
    <div>
      <Input
        id={id}
        type="datetime-local"
        value={value ?? ''}
        min={min}
        aria-label={ariaLabel}
        aria-describedby={utc ? utcId : undefined}
        onChange={(e) => onChange?.(e.target.value)}
        style={{ maxWidth: 280 }}
      />
      {utc ? (
        <div id={utcId} style={{ color: 'var(--fp-text-muted)', fontSize: 13, marginTop: 4 }}>
          {utc}
        </div>
      ) : null}
    </div>
  );
}
