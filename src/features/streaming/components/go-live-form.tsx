// "Update stream information" (reference §5.5 step 2): title, description, free for subscribers or pay per
// live with a price defaulting to the creator's stream price.
import { useState } from 'react';
import type { GoLiveInput } from '../api';
import styles from './live.module.css';

export function goLiveProblem(v: {
  title: string;
  description: string;
  isFree: boolean;
  price: string;
}): string {
  if (!v.title.trim()) return 'Please enter a title';
  if (!v.description.trim()) return 'Please enter a description';
  if (!v.isFree) {
    const price = Number(v.price);
    if (!Number.isFinite(price) || price < 1) return 'Please set a price of at least $1 for a paid live';
    if (Math.round(price * 100) !== price * 100) return 'Use at most two decimals';
  }
  return '';
}

interface Props {
  defaultPrice: number;
  disabled: boolean;
  busy: boolean;
  error: string;
  onSubmit: (input: GoLiveInput) => void;
}

export function GoLiveForm({ defaultPrice, disabled, busy, error, onSubmit }: Props) {
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [isFree, setIsFree] = useState(true);
  const [price, setPrice] = useState(defaultPrice >= 1 ? String(defaultPrice) : '');
  const [touched, setTouched] = useState(false);
  const problem = goLiveProblem({ title, description, isFree, price });
  return (
    <form
      className={styles.panel}
      aria-labelledby="go-live-heading"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (problem || disabled) return;
        onSubmit({
          title: title.trim(),
          description: description.trim(),
          isFree,
          ...(isFree ? {} : { price: Number(price) }),
        });
      }}
    >
      <h2 id="go-live-heading" style={{ marginTop: 0, fontSize: 18 }}>
        Update stream information
      </h2>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="live-title">
          Title
        </label>
        <input
          id="live-title"
          className={styles.input}
          value={title}
          maxLength={100}
          onChange={(e) => setTitle(e.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="live-description">
          Description
        </label>
        <textarea
          id="live-description"
          className={styles.input}
          rows={3}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
      </div>
      <fieldset className={styles.field} style={{ border: 0, padding: 0 }}>
        <legend className={styles.label}>Who can watch</legend>
        <label>
          <input type="radio" name="live-audience" checked={isFree} onChange={() => setIsFree(true)} /> Free
          for subscribers
        </label>
        <label>
          <input type="radio" name="live-audience" checked={!isFree} onChange={() => setIsFree(false)} /> Pay
          per live for subscribers
        </label>
      </fieldset>
      {!isFree ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="live-price">
            Price (USD, charged once per fan)
          </label>
          <input
            id="live-price"
            className={styles.input}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </div>
      ) : null}
      {touched && problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className={`${styles.btn} ${styles.primary}`} disabled={disabled || busy}>
        {busy ? 'Starting…' : 'Start broadcasting'}
      </button>
    </form>
  );
}
