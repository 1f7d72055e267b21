import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { FlashNotifyProvider } from '@/components/notify';
import { AuthSplit, FanRegisterForm } from '@/features/auth';

const FanRegisterPage: FlaggedPage = () => (
  <FlashNotifyProvider>
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Fan sign up</title>
      </Head>
      <h1>Sign up as a fan</h1>
      <FanRegisterForm />
    </AuthSplit>
  </FlashNotifyProvider>
);

FanRegisterPage.layout = 'public';
FanRegisterPage.guestOnly = true;
// antd-free (public pages' JS budget, issue 22): no antd provider for this page
FanRegisterPage.plain = true;

export default FanRegisterPage;
