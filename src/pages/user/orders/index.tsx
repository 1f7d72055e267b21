// My orders (reference §2.4): order number, product, price, delivery status, updated; filters in the URL.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { OrdersTable } from '@/features/wallet';

const OrdersPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">My orders</title>
    </Head>
    <div className="page-heading">
      <h1>My orders</h1>
    </div>
    <OrdersTable />
  </div>
);

OrdersPage.authenticate = true;
OrdersPage.onlyUser = true;

// antd-free (fan pages' JS budget, issue 22)
OrdersPage.plain = true;

export default OrdersPage;
