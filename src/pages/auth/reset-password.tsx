import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { FlashNotifyProvider } from '@/components/notify';
import { AuthSplit, ResetPasswordForm } from '@/features/auth';

interface Props {
  token: string;
}

const ResetPasswordPage: FlaggedPage<Props> = ({ token }) => (
  <FlashNotifyProvider>
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Reset password</title>
      </Head>
      <h1>Reset password</h1>
      <ResetPasswordForm token={token} />
    </AuthSplit>
  </FlashNotifyProvider>
);

ResetPasswordPage.layout = 'public';
// antd-free (issue 22): no antd provider for this page
ResetPasswordPage.plain = true;
ResetPasswordPage.getInitialProps = ({ query }) => ({
  token: typeof query.token === 'string' ? query.token : '',
});

export default ResetPasswordPage;
