// Orders received (reference §2.5 /creator/my-order).
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { ReceivedOrders } from '@/features/earning';

const MyOrdersPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Orders received</title>
    </Head>
    <div className="page-heading">
      <h1>Orders received</h1>
    </div>
    <ReceivedOrders />
  </div>
);

MyOrdersPage.authenticate = true;
MyOrdersPage.onlyPerformer = true;
MyOrdersPage.plain = true;

export default MyOrdersPage;
