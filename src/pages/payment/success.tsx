// Where a finished card payment lands (reference payment_status_callback → /payment/success?transactionId=).
import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Result, Space } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';

const PaymentSuccessPage: FlaggedPage = () => {
  const { query } = useRouter();
  const ref = typeof query.transactionId === 'string' ? query.transactionId.slice(0, 40) : '';
  return (
    <div className="container container-narrow">
      <Head>
        <title key="title">Payment successful</title>
      </Head>
      <Result
        status="success"
        title="Payment successful"
        subTitle={
          ref
            ? `Reference ${ref}. It is listed in your payment history.`
            : 'It is listed in your payment history.'
        }
        extra={
          <Space wrap>
            <Link href={paths.user.paymentHistory}>Payment history</Link>
            <Link href={paths.user.subscriptions}>My subscriptions</Link>
            <Link href={paths.home}>Home</Link>
          </Space>
        }
      />
    </div>
  );
};

PaymentSuccessPage.authenticate = true;

export default PaymentSuccessPage;
