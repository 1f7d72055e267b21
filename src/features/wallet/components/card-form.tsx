// Adding a card in sandbox mode: number, holder, expiry, CVC. Only brand, last four and expiry are kept by the
// API; the form clears the number and CVC once the card is saved.
import { useEffect, useRef } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { cardAddRequested, selectWallet } from '../wallet-slice';
import { useIntent } from '@/lib/use-intent';

interface Values {
  number: string;
  holderName: string;
  expiry: string;
  cvc: string;
}

const EXPIRY = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/;

export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = EXPIRY.exec(value.trim());
  if (!m) return null;
  const year = Number(m[2]);
  return { month: Number(m[1]), year: year < 100 ? 2000 + year : year };
}

export function CardForm({ onSaved }: { onSaved?: () => void }) {
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectWallet);
  const [form] = Form.useForm<Values>();
  // one key per card being saved; a new one once the API has answered
  const [intentKey, renew] = useIntent();
  const saving = useRef(false);

  useEffect(() => {
    // this form's card was saved: clear the sensitive fields
    if (saving.current && !cards.adding) {
      saving.current = false;
      renew();
      if (!cards.addError) {
        form.resetFields();
        onSaved?.();
      }
    }
  }, [cards.adding, cards.addError, form, onSaved, renew]);

  const onFinish = (v: Values) => {
    const expiry = parseExpiry(v.expiry) as { month: number; year: number };
    saving.current = true;
    dispatch(
      cardAddRequested({
        intentKey,
        card: {
          number: v.number.replace(/\s+/g, ' ').trim(),
          holderName: v.holderName.trim(),
          cvc: v.cvc.trim(),
          ...expiry,
        },
      }),
    );
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} aria-label="Add a card">
      <Form.Item
        name="number"
        label="Card number"
        rules={[
          { required: true, message: 'Please enter the card number' },
          { pattern: /^[\d ]{12,23}$/, message: 'Card numbers have 12 to 19 digits' },
        ]}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
        />
      </Form.Item>
      <Form.Item
        name="holderName"
        label="Name on card"
        rules={[{ required: true, whitespace: true, message: 'Please enter the name on the card' }]}
      >
        <Input autoComplete="cc-name" maxLength={100} />
      </Form.Item>
      <Space.Compact block>
        <Form.Item
          name="expiry"
          label="Expiry (MM/YY)"
          style={{ flex: 1, marginRight: 12 }}
          rules={[
            { required: true, message: 'Please enter the expiry date' },
            {
              validator: async (_r, v: string) => {
                if (v && !parseExpiry(v)) throw new Error('Use MM/YY, e.g. 12/30');
              },
            },
          ]}
        >
          <Input autoComplete="cc-exp" placeholder="12/30" maxLength={7} />
        </Form.Item>
        <Form.Item
          name="cvc"
          label="CVC"
          style={{ flex: 1 }}
          rules={[{ required: true, pattern: /^\d{3,4}$/, message: '3 or 4 digits' }]}
        >
          <Input inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
        </Form.Item>
      </Space.Compact>
      {cards.addError ? (
        <Alert type="error" showIcon message={cards.addError} style={{ marginBottom: 12 }} role="alert" />
      ) : null}
      <Button type="primary" htmlType="submit" loading={cards.adding}>
        Save card
      </Button>
    </Form>
  );
}
