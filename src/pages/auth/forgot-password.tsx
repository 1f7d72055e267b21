import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { FlashNotifyProvider } from '@/components/notify';
import { AuthSplit, ForgotPasswordForm } from '@/features/auth';

const ForgotPasswordPage: FlaggedPage = () => (
  <FlashNotifyProvider>
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Forgot password</title>
      </Head>
      <h1>Forgot password</h1>
      <ForgotPasswordForm />
    </AuthSplit>
  </FlashNotifyProvider>
);

ForgotPasswordPage.layout = 'public';
// antd-free (issue 22): no antd provider for this page
ForgotPasswordPage.plain = true;

export default ForgotPasswordPage;
