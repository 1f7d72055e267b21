// Wallet transactions (reference §2.4): the view (page, size, sort, filters) lives in the URL.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { WalletChargesTable } from '@/features/wallet';

const Page: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Wallet transactions</title>
    </Head>
    <div className="page-heading">
      <h1>Wallet transactions</h1>
    </div>
    <WalletChargesTable />
  </div>
);

Page.authenticate = true;
Page.onlyUser = true;

// antd-free (fan pages' JS budget, issue 22)
Page.plain = true;

export default Page;
