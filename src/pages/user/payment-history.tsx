// Payment history (reference §2.4): the view (page, size, sort, filters) lives in the URL.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { PaymentHistoryTable } from '@/features/wallet';

const Page: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Payment history</title>
    </Head>
    <div className="page-heading">
      <h1>Payment history</h1>
    </div>
    <PaymentHistoryTable />
  </div>
);

Page.authenticate = true;
Page.onlyUser = true;

// antd-free (fan pages' JS budget, issue 22)
Page.plain = true;

export default Page;
