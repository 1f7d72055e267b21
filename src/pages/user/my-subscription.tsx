// My subscriptions (reference §2.4): the view (page, size, sort, filters) lives in the URL.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SubscriptionsTable } from '@/features/wallet';

const Page: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">My subscriptions</title>
    </Head>
    <div className="page-heading">
      <h1>My subscriptions</h1>
    </div>
    <SubscriptionsTable />
  </div>
);

Page.authenticate = true;
Page.onlyUser = true;
// antd-free: the money pages keep first-load JS within the 200 kB (antd loads with a dialog only)
Page.plain = true;

export default Page;
