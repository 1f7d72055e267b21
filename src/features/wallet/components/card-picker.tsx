// Choosing the card a payment uses; "Add a card" opens the card form in place. antd-free.
import { useEffect, useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cardsRequested } from '../checkout-slice';
import { selectCheckout } from '../checkout-slice';
import type { PaymentCard } from '../types';
import { CardEntry } from './card-entry';
import styles from './money.module.css';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '../checkout-feature';

export const cardLabel = (c: PaymentCard) =>
  `${c.brand} •••• ${c.last4Digits} (expires ${String(c.month).padStart(2, '0')}/${String(c.year).slice(-2)})`;

export function CardPicker({ value, onChange }: { value: string; onChange: (cardId: string) => void }) {
  useFeature(checkoutFeature);
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectCheckout);
  const [adding, setAdding] = useState(false);
  const name = useId();
  useEffect(() => {
    if (!cards.loaded && !cards.loading) dispatch(cardsRequested());
  }, [dispatch, cards.loaded, cards.loading]);
  useEffect(() => {
    // pick the newest card when none is chosen (or the chosen one was removed)
    if (cards.items.length && !cards.items.some((c) => c._id === value)) onChange(cards.items[0]._id);
  }, [cards.items, value, onChange]);

  if (!cards.loaded) return <p role="status">Loading your cards…</p>;
  const showForm = adding || cards.items.length === 0;
  return (
    <div>
      {cards.items.length ? (
        <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={styles.muted}>Pay with</legend>
          <ul className={styles.radios}>
            {cards.items.map((c) => (
              <li key={c._id}>
                <label>
                  <input
                    type="radio"
                    name={name}
                    value={c._id}
                    checked={value === c._id}
                    onChange={() => onChange(c._id)}
                  />
                  {cardLabel(c)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ) : (
        <p>Add a card to pay.</p>
      )}
      {showForm ? (
        <div style={{ marginTop: 12 }}>
          <CardEntry onSaved={() => setAdding(false)} />
        </div>
      ) : (
        <button type="button" className={styles.link} onClick={() => setAdding(true)}>
          Add a card
        </button>
      )}
    </div>
  );
}
