// Payment cards (reference §2.4 /user/cards): saved cards and the add form.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { CardsManager } from '@/features/wallet';

const CardsPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Payment cards</title>
    </Head>
    <div className="page-heading">
      <h1>Payment cards</h1>
    </div>
    <CardsManager />
  </div>
);

CardsPage.authenticate = true;
CardsPage.onlyUser = true;

// antd-free (fan pages' JS budget, issue 22)
CardsPage.plain = true;

export default CardsPage;
