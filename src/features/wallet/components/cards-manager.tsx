// /user/cards (reference §2.4): saved cards (brand, last four, expiry, remove with confirmation), up to 10,
// the add form, and an empty state that says what a card is for.
import { useEffect, useState } from 'react';
import { Button, Card, Empty, List, Popconfirm, Spin, Typography } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '../checkout-feature';
import { cardRemoveRequested, cardsRequested } from '../checkout-slice';
import { selectCheckout } from '../checkout-slice';
import { CardEntry } from './card-entry';
import { cardLabel } from './card-picker';
import { TestModeNote } from './test-mode-note';

export const MAX_CARDS = 10;

export function CardsManager() {
  const dispatch = useAppDispatch();
  useFeature(checkoutFeature);
  const { cards } = useAppSelector(selectCheckout);
  const [adding, setAdding] = useState(false);
  useEffect(() => {
    dispatch(cardsRequested());
  }, [dispatch]);

  const full = cards.items.length >= MAX_CARDS;
  return (
    <>
      <TestModeNote />
      <Card title="Saved cards" style={{ marginBottom: 16 }}>
        {!cards.loaded ? (
          <Spin aria-label="Loading your cards" />
        ) : cards.items.length === 0 ? (
          <Empty description="No card yet. A saved card pays your subscriptions (they renew on it) and wallet top-ups." />
        ) : (
          <List
            dataSource={cards.items}
            renderItem={(c) => (
              <List.Item
                actions={[
                  <Popconfirm
                    key="remove"
                    title="Remove this card?"
                    description="Subscriptions that renew on it will end at their expiry date."
                    okText="Remove"
                    onConfirm={() => dispatch(cardRemoveRequested({ id: c._id }))}
                  >
                    <Button danger type="link" aria-label={`Remove ${cardLabel(c)}`}>
                      Remove
                    </Button>
                  </Popconfirm>,
                ]}
              >
                <List.Item.Meta title={cardLabel(c)} description={c.holderName} />
              </List.Item>
            )}
          />
        )}
        {cards.error ? <Typography.Paragraph type="danger">{cards.error}</Typography.Paragraph> : null}
      </Card>
      <Card title="Add a card">
        {full ? (
          <Typography.Paragraph>
            You can save up to {MAX_CARDS} cards: remove one to add another.
          </Typography.Paragraph>
        ) : adding || (cards.loaded && cards.items.length === 0) ? (
          <CardEntry onSaved={() => setAdding(false)} />
        ) : (
          <Button onClick={() => setAdding(true)}>Add a card</Button>
        )}
      </Card>
    </>
  );
}
