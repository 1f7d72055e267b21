import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { AuthSplit, FanRegisterForm } from '@/features/auth';

const FanRegisterPage: FlaggedPage = () => (
  <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
    <Head>
      <title>Fan sign up</title>
    </Head>
    <h1>Sign up as a fan</h1>
    <FanRegisterForm />
  </AuthSplit>
);

FanRegisterPage.layout = 'public';
FanRegisterPage.guestOnly = true;

export default FanRegisterPage;
