import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { AuthSplit, ResetPasswordForm } from '@/features/auth';

interface Props {
  token: string;
}

const ResetPasswordPage: FlaggedPage<Props> = ({ token }) => (
  <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
    <Head>
      <title>Reset password</title>
    </Head>
    <h1>Reset password</h1>
    <ResetPasswordForm token={token} />
  </AuthSplit>
);

ResetPasswordPage.layout = 'public';
ResetPasswordPage.getInitialProps = ({ query }) => ({
  token: typeof query.token === 'string' ? query.token : '',
});

export default ResetPasswordPage;
