// Payout details (reference §2.5 /creator/banking, named "Banking (to earn)" there): where payouts go, a bank
// account or PayPal.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { BankingSettings, StripeConnect } from '@/features/payout';

const BankingPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Payout details</title>
    </Head>
    <div className="page-heading">
      <h1>Payout details</h1>
    </div>
    <p>Where your payouts are paid: a bank account or PayPal.</p>
    <StripeConnect />
    <div className="plain-card">
      <BankingSettings />
    </div>
  </div>
);

BankingPage.authenticate = true;
BankingPage.onlyPerformer = true;

// antd-free (the studio's JS budget, issue 22)
BankingPage.plain = true;

export default BankingPage;
