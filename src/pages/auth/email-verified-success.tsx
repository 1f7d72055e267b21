import Head from 'next/head';
import { Button, Result } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth/auth-slice';
import { paths } from '@/config/paths';

const EmailVerifiedPage: FlaggedPage = () => {
  const loggedIn = useAppSelector(selectLoggedIn);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Email verified</title>
      </Head>
      <Result
        status="success"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>Your email has been verified</h1>}
        subTitle="Thank you for confirming your email address."
        extra={
          loggedIn ? (
            <Button type="primary" href={paths.home}>
              Go to your feed
            </Button>
          ) : (
            <Button type="primary" href={paths.auth.login}>
              Continue to log in
            </Button>
          )
        }
      />
    </div>
  );
};

EmailVerifiedPage.layout = 'public';
EmailVerifiedPage.authenticate = true;
EmailVerifiedPage.noredirect = true;

export default EmailVerifiedPage;
