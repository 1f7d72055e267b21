import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { AuthSplit, ForgotPasswordForm } from '@/features/auth';

const ForgotPasswordPage: FlaggedPage = () => (
  <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
    <Head>
      <title>Forgot password</title>
    </Head>
    <h1>Forgot password</h1>
    <ForgotPasswordForm />
  </AuthSplit>
);

ForgotPasswordPage.layout = 'public';

export default ForgotPasswordPage;
