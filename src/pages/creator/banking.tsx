// Banking (to earn) (reference §2.5 /creator/banking): where payouts go.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { BankingSettings } from '@/features/payout/components/banking-settings';
import { StripeConnect } from '@/features/payout/components/stripe-connect';

const BankingPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Banking</title>
    </Head>
    <div className="page-heading">
      <h1>Banking (to earn)</h1>
    </div>
    <StripeConnect />
    <Card>
      <BankingSettings />
    </Card>
  </div>
);

BankingPage.authenticate = true;
BankingPage.onlyPerformer = true;

export default BankingPage;
