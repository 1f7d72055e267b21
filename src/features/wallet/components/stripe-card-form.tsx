// Taking a card with Stripe Elements (only when Stripe is the active gateway): the number goes from the card
// field to Stripe, never to us; we save the payment method Stripe returns. Stripe.js loads only here.
import { useEffect, useRef, useState } from 'react';
import styles from './money.module.css';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useIntent } from '@/lib/use-intent';
import { selectSettings } from '@/features/settings';
import { selectCheckout } from '../checkout-slice';
import { stripeCardAddRequested } from '../checkout-slice';
import { useFeature } from '@/store/use-feature';
import { checkoutFeature } from '../checkout-feature';

let stripePromise: Promise<Stripe | null> | null = null;
/** One Stripe.js per page, created the first time a card is taken or confirmed. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey);
  return stripePromise;
}

function CardFields({ onSaved }: { onSaved?: () => void }) {
  useFeature(checkoutFeature);
  const stripe = useStripe();
  const elements = useElements();
  const dispatch = useAppDispatch();
  const { cards } = useAppSelector(selectCheckout);
  const [intentKey, renew] = useIntent();
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const saving = useRef(false);
  useEffect(() => {
    if (saving.current && !cards.adding) {
      saving.current = false;
      renew();
      if (!cards.addError) {
        elements?.getElement(CardElement)?.clear();
        onSaved?.();
      }
    }
  }, [cards.adding, cards.addError, elements, onSaved, renew]);

  const submit = async () => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setCreating(true);
    setError(null);
    const { paymentMethod, error: stripeError } = await stripe.createPaymentMethod({ type: 'card', card });
    setCreating(false);
    if (stripeError || !paymentMethod) {
      setError(stripeError?.message ?? 'The card could not be read');
      return;
    }
    saving.current = true;
    dispatch(stripeCardAddRequested({ intentKey, paymentMethodId: paymentMethod.id }));
  };

  return (
    <div aria-label="Add a card" role="form">
      <div style={{ padding: 12, border: '1px solid var(--fp-border)', borderRadius: 8, marginBottom: 12 }}>
        <CardElement options={{ hidePostalCode: true }} />
      </div>
      {error || cards.addError ? (
        <div role="alert" className={`${styles.alert} ${styles.error}`}>
          {error ?? cards.addError}
        </div>
      ) : null}
      <button
        type="button"
        className={`${styles.btn} ${styles.primary}`}
        onClick={() => void submit()}
        disabled={!stripe || creating || cards.adding}
      >
        {creating || cards.adding ? 'Saving…' : 'Save card'}
      </button>
    </div>
  );
}

export function StripeCardForm({ onSaved }: { onSaved?: () => void }) {
  useFeature(checkoutFeature);
  const { stripePublishableKey } = useAppSelector(selectSettings);
  if (!stripePublishableKey)
    return (
      <div className={`${styles.alert} ${styles.warning}`}>
        Card payments are not configured on this site.
      </div>
    );
  return (
    <Elements stripe={stripeFor(stripePublishableKey)}>
      <CardFields onSaved={onSaved} />
    </Elements>
  );
}

/**
 * Stripe asked for 3-D Secure: the bank's own dialog runs in the page (confirmCardPayment), then the API is
 * told the outcome (it also learns it from Stripe's webhook; whichever comes first completes the payment).
 */
export function useStripeConfirmation(clientSecret: string, onDone: (approved: boolean) => void): void {
  useFeature(checkoutFeature);
  const { stripePublishableKey, paymentGateway } = useAppSelector(selectSettings);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  useEffect(() => {
    if (paymentGateway !== 'stripe' || !clientSecret || !stripePublishableKey) return;
    let cancelled = false;
    void stripeFor(stripePublishableKey).then(async (stripe) => {
      if (!stripe || cancelled) return;
      const { error } = await stripe.confirmCardPayment(clientSecret);
      if (!cancelled) done.current(!error);
    });
    return () => {
      cancelled = true;
    };
  }, [clientSecret, paymentGateway, stripePublishableKey]);
}

/** The 3-D Secure step in a payment dialog. */
export function StripeConfirmStep({
  clientSecret,
  onDone,
}: {
  clientSecret: string;
  onDone: (approved: boolean) => void;
}) {
  useStripeConfirmation(clientSecret, onDone);
  return (
    <div role="status" className={`${styles.alert} ${styles.info}`}>
      <strong>Waiting for your bank’s confirmation…</strong>
      Follow the steps your bank shows. Nothing is charged until you confirm.
    </div>
  );
}
