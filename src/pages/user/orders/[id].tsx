// Order detail (reference §2.4 /user/orders/[id]).
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { OrderDetail } from '@/features/wallet';

const OrderPage: FlaggedPage = () => {
  const { query } = useRouter();
  const id = typeof query.id === 'string' ? query.id : '';
  return (
    <div className="container container-narrow">
      <Head>
        <title key="title">Order</title>
      </Head>
      <OrderDetail id={id} />
    </div>
  );
};

OrderPage.authenticate = true;

// antd-free (fan pages' JS budget, issue 22)
OrderPage.plain = true;

export default OrderPage;
