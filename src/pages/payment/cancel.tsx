// Where a cancelled or failed card payment lands: nothing was charged.
import Head from 'next/head';
import Link from 'next/link';
import { Result, Space } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';

const PaymentCancelPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Payment cancelled</title>
    </Head>
    <Result
      status="warning"
      title="Payment cancelled"
      subTitle="Nothing was charged. You can try again with the same or another card."
      extra={
        <Space wrap>
          <Link href={paths.wallet}>Wallet</Link>
          <Link href={paths.user.cards}>Payment cards</Link>
          <Link href={paths.home}>Home</Link>
        </Space>
      }
    />
  </div>
);

PaymentCancelPage.authenticate = true;

export default PaymentCancelPage;
