// /user/cards (reference §2.4): saved cards (brand, last four, expiry, remove with confirmation), up to 10,
// the add form, and an empty state that says what a card is for. antd-free (the fan pages' JS budget, issue 22):
// two plain cards, the removal asked in the plain confirmation dialog.
import { useEffect, useState } from 'react';
import { PlainDialog } from '@/components/plain-dialog';
import { EmptyIcon } from '@/components/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import type { PaymentCard } from '../types';
import { checkoutFeature } from '../checkout-feature';
import { cardRemoveRequested, cardsRequested } from '../checkout-slice';
import { selectCheckout } from '../checkout-slice';
import { CardEntry } from './card-entry';
import { cardLabel } from './card-picker';
import { TestModeNote } from './test-mode-note';
import styles from './cards-manager.module.css';

export const MAX_CARDS = 10;

export function CardsManager() {
  const dispatch = useAppDispatch();
  useFeature(checkoutFeature);
  const { cards } = useAppSelector(selectCheckout);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PaymentCard | null>(null);
  useEffect(() => {
    dispatch(cardsRequested());
  }, [dispatch]);

  const full = cards.items.length >= MAX_CARDS;
  return (
    <>
      <TestModeNote />
      <section className={styles.card} aria-labelledby="saved-cards">
        <h2 id="saved-cards" className={styles.title}>
          Saved cards
        </h2>
        <div className={styles.body}>
          {!cards.loaded ? (
            <p role="status" className={styles.muted}>
              Loading your cards…
            </p>
          ) : cards.items.length === 0 ? (
            <div className={styles.empty}>
              <EmptyIcon />
              <p>No card yet. A saved card pays your subscriptions (they renew on it) and wallet top-ups.</p>
            </div>
          ) : (
            <ul className={styles.list}>
              {cards.items.map((c) => (
                <li key={c._id}>
                  <div>
                    <div className={styles.label}>{cardLabel(c)}</div>
                    <div className={styles.muted}>{c.holderName}</div>
                  </div>
                  <button
                    type="button"
                    className={styles.remove}
                    aria-label={`Remove ${cardLabel(c)}`}
                    onClick={() => setRemoving(c)}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {cards.error ? (
            <p role="alert" className={styles.error}>
              {cards.error}
            </p>
          ) : null}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="add-card">
        <h2 id="add-card" className={styles.title}>
          Add a card
        </h2>
        <div className={styles.body}>
          {full ? (
            <p>You can save up to {MAX_CARDS} cards: remove one to add another.</p>
          ) : adding || (cards.loaded && cards.items.length === 0) ? (
            <CardEntry onSaved={() => setAdding(false)} />
          ) : (
            <button type="button" className={styles.add} onClick={() => setAdding(true)}>
              Add a card
            </button>
          )}
        </div>
      </section>
      <PlainDialog
        open={removing !== null}
        title="Remove this card?"
        confirmLabel="Remove"
        danger
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) dispatch(cardRemoveRequested({ id: removing._id }));
          setRemoving(null);
        }}
      >
        <p>Subscriptions that renew on it will end at their expiry date.</p>
      </PlainDialog>
    </>
  );
}
