// "Connect with Stripe" on /creator/banking (issue 10): only when the site runs on Stripe. The creator is sent to
// Stripe's own onboarding (an Express account) and comes back here; the card then says what Stripe reports.
import { useEffect, useState } from 'react';
import { Alert, Button, Card, Tag } from 'antd';
import { useRouter } from 'next/router';
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
      ? { color: 'green', text: 'Connected: Stripe pays you out' }
      : account.detailsSubmitted
        ? { color: 'gold', text: 'Stripe is reviewing your details' }
        : { color: 'default', text: 'Setup not finished' };
  return (
    <Card title="Stripe" style={{ marginBottom: 16 }}>
      <p>
        Get paid out by Stripe to your bank account. Stripe asks for your identity and bank details on its own
        site.
      </p>
      {state ? (
        <p>
          <Tag color={state.color}>{state.text}</Tag>
        </p>
      ) : null}
      {back && account && !account.detailsSubmitted ? (
        <Alert
          type="info"
          showIcon
          message="Stripe still needs some details: continue the setup."
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {error ? (
        <Alert type="error" showIcon role="alert" message={error} style={{ marginBottom: 12 }} />
      ) : null}
      <Button type="primary" onClick={connect} loading={busy} disabled={account === undefined}>
        {!account
          ? 'Connect with Stripe'
          : account.payoutsEnabled
            ? 'Update details on Stripe'
            : 'Continue on Stripe'}
      </Button>
    </Card>
  );
}
