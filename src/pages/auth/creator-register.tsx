import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { FlashNotifyProvider } from '@/components/notify';
import { AuthSplit, CreatorRegisterForm } from '@/features/auth';

const CreatorRegisterPage: FlaggedPage = () => (
  <FlashNotifyProvider>
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Creator sign up</title>
      </Head>
      <h1>Sign up as a creator</h1>
      <CreatorRegisterForm />
    </AuthSplit>
  </FlashNotifyProvider>
);

CreatorRegisterPage.layout = 'public';
CreatorRegisterPage.guestOnly = true;
// antd-free (public pages' JS budget, issue 22): no antd provider for this page
CreatorRegisterPage.plain = true;

export default CreatorRegisterPage;
