import Head from 'next/head';
import { Link } from '@/components/link';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { AuthSplit, RegisterChooser } from '@/features/auth';
import { paths } from '@/config/paths';

const RegisterPage: FlaggedPage = () => (
  <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
    <Head>
      <title>Sign up</title>
    </Head>
    <h1>Create your account</h1>
    <RegisterChooser />
    <p style={{ marginTop: 16, textAlign: 'center' }}>
      Already have an account? <Link href={paths.auth.login}>Log in</Link>
    </p>
  </AuthSplit>
);

RegisterPage.layout = 'public';
RegisterPage.guestOnly = true;
// antd-free (public pages' JS budget, issue 22): no antd provider for this page
RegisterPage.plain = true;

export default RegisterPage;
