// Choosing the card a payment uses; "Add a card" opens the card form in place.
import { useEffect, useState } from 'react';
import { Button, Radio, Space, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cardsRequested, selectWallet } from '../wallet-slice';
import type { PaymentCard } from '../types';
import { CardEntry } from './card-entry';

export const cardLabel = (c: PaymentCard) =>
  `${c.brand} •••• ${c.last4Digits} (expires ${String(c.month).padStart(2, '0')}/${String(c.year).slice(-2)})`;

export function CardPicker({ value, onChange }: { value: string; onChange: (cardId: string) => void }) {
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectWallet);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    if (!cards.loaded && !cards.loading) dispatch(cardsRequested());
  }, [dispatch, cards.loaded, cards.loading]);
  useEffect(() => {
    // pick the newest card when none is chosen (or the chosen one was removed)
    if (cards.items.length && !cards.items.some((c) => c._id === value)) onChange(cards.items[0]._id);
  }, [cards.items, value, onChange]);

  if (!cards.loaded) return <Spin size="small" aria-label="Loading your cards" />;
  const showForm = adding || cards.items.length === 0;
  return (
    <div>
      {cards.items.length ? (
        <Radio.Group value={value} onChange={(e) => onChange(e.target.value as string)} aria-label="Pay with">
          <Space direction="vertical">
            {cards.items.map((c) => (
              <Radio key={c._id} value={c._id}>
                {cardLabel(c)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <Typography.Paragraph>Add a card to pay.</Typography.Paragraph>
      )}
      {showForm ? (
        <div style={{ marginTop: 12 }}>
          <CardEntry onSaved={() => setAdding(false)} />
        </div>
      ) : (
        <Button type="link" onClick={() => setAdding(true)} style={{ paddingLeft: 0 }}>
          Add a card
        </Button>
      )}
    </div>
  );
}
