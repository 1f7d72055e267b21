// Where a finished card payment lands (reference payment_status_callback → /payment/success?transactionId=).
import Head from 'next/head';
import { Link } from '@/components/link';
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';

const PaymentSuccessPage: FlaggedPage = () => {
  const { query } = useRouter();
  const ref = typeof query.transactionId === 'string' ? query.transactionId.slice(0, 40) : '';
  return (
    <div className="container container-narrow">
      <Head>
        <title key="title">Payment successful</title>
      </Head>
      <div className="page-heading">
        <h1>Payment successful</h1>
      </div>
      <p>
        {ref
          ? `Reference ${ref}. It is listed in your payment history.`
          : 'It is listed in your payment history.'}
      </p>
      <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        <Link href={paths.user.paymentHistory}>Payment history</Link>
        <Link href={paths.user.subscriptions}>My subscriptions</Link>
        <Link href={paths.home}>Home</Link>
      </p>
    </div>
  );
};

PaymentSuccessPage.authenticate = true;
PaymentSuccessPage.plain = true;

export default PaymentSuccessPage;
