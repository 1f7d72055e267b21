// Payout requests (reference §2.5 /creator/payout-request, §5.6).
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { PayoutRequests } from '@/features/payout';

const PayoutRequestPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Payout requests</title>
    </Head>
    <div className="page-heading">
      <h1>Payout requests</h1>
    </div>
    <PayoutRequests />
  </div>
);

PayoutRequestPage.authenticate = true;
PayoutRequestPage.onlyPerformer = true;
PayoutRequestPage.plain = true;

export default PayoutRequestPage;
