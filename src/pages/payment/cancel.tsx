// Where a cancelled or failed card payment lands: nothing was charged.
import Head from 'next/head';
import { Link } from '@/components/link';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';

const PaymentCancelPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Payment cancelled</title>
    </Head>
    <div className="page-heading">
      <h1>Payment cancelled</h1>
    </div>
    <p>Nothing was charged. You can try again with the same or another card.</p>
    <p style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
      <Link href={paths.wallet}>Wallet</Link>
      <Link href={paths.user.cards}>Payment cards</Link>
      <Link href={paths.home}>Home</Link>
    </p>
  </div>
);

PaymentCancelPage.authenticate = true;
PaymentCancelPage.plain = true;

export default PaymentCancelPage;
