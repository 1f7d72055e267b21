// "Connect with Stripe" on /creator/banking (issue 10): only when the site runs on Stripe. The creator is sent to
// Stripe's own onboarding (an Express account) and comes back here; the card then says what Stripe reports.
// antd-free (issue 22).
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import controls from '@/components/plain-controls.module.css';
import { PlainNotice } from '@/components/plain-notice';
import { selectSettings } from '@/features/settings';
import { toApiError } from '@/lib/api-error';
import { assignLocation } from '@/lib/navigation';
import { useAppSelector } from '@/store/hooks';
import { connectStripe, getStripeAccount, type StripeAccount } from '../api';

export function StripeConnect() {
  const { paymentGateway } = useAppSelector(selectSettings);
  if (paymentGateway !== 'stripe') return null;
  return <StripeConnectCard />;
}

function StripeConnectCard() {
  const router = useRouter();
  const [account, setAccount] = useState<StripeAccount | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    let active = true;
    getStripeAccount()
      .then((a) => active && setAccount(a))
      .catch((e: unknown) => {
        if (!active) return;
        setAccount(null);
        setError(toApiError(e, 'Stripe could not be reached, please try again later').message);
      });
    return () => {
      active = false;
    };
  }, []);

  const connect = async () => {
    setBusy(true);
    setError('');
    try {
      const next = await connectStripe();
      if (next?.url) assignLocation(next.url);
      else setBusy(false);
    } catch (e) {
      setError(toApiError(e, 'Stripe could not be reached, please try again later').message);
      setBusy(false);
    }
  };

  const back = router.query.stripe === 'return';
  const state = !account
    ? null
    : account.payoutsEnabled
      ? { ok: true, text: 'Connected: Stripe pays you out' }
      : account.detailsSubmitted
        ? { ok: false, text: 'Stripe is reviewing your details' }
        : { ok: false, text: 'Setup not finished' };
  return (
    <section className="plain-card" style={{ marginBottom: 16 }} aria-labelledby="stripe-title">
      <h2 id="stripe-title" style={{ fontSize: 16, margin: '0 0 12px' }}>
        Stripe
      </h2>
      <p>
        Get paid out by Stripe to your bank account. Stripe asks for your identity and bank details on its own
        site.
      </p>
      {state ? (
        <p>
          <span className={`status-chip${state.ok ? ' status-chip--ok' : ''}`}>{state.text}</span>
        </p>
      ) : null}
      {back && account && !account.detailsSubmitted ? (
        <PlainNotice type="info" title="Stripe still needs some details: continue the setup." />
      ) : null}
      {error ? <PlainNotice type="error" title={error} /> : null}
      <button
        type="button"
        className={`${controls.btn} ${controls.primary}`}
        onClick={connect}
        aria-busy={busy}
        disabled={busy || account === undefined}
      >
        {!account
          ? 'Connect with Stripe'
          : account.payoutsEnabled
            ? 'Update details on Stripe'
            : 'Continue on Stripe'}
      </button>
    </section>
  );
}
