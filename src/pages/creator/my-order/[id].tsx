// An order received (reference §2.5 /creator/my-order/[id]): details and the delivery form.
import Head from 'next/head';
import { useRouter } from 'next/router';
import type { FlaggedPage } from '@/layouts/page-types';
import { ReceivedOrderDetail } from '@/features/earning';

const ReceivedOrderPage: FlaggedPage = () => {
  const { query } = useRouter();
  return (
    <div className="container container-narrow">
      <Head>
        <title key="title">Order</title>
      </Head>
      <ReceivedOrderDetail id={typeof query.id === 'string' ? query.id : ''} />
    </div>
  );
};

ReceivedOrderPage.authenticate = true;
ReceivedOrderPage.onlyPerformer = true;
ReceivedOrderPage.plain = true;

export default ReceivedOrderPage;
