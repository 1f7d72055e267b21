import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { AuthSplit, CreatorRegisterForm } from '@/features/auth';

const CreatorRegisterPage: FlaggedPage = () => (
  <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
    <Head>
      <title>Creator sign up</title>
    </Head>
    <h1>Sign up as a creator</h1>
    <CreatorRegisterForm />
  </AuthSplit>
);

CreatorRegisterPage.layout = 'public';
CreatorRegisterPage.guestOnly = true;

export default CreatorRegisterPage;
