import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { useFlashMessage } from '@/components/flash-message';
import { AuthSplit } from '@/features/auth/components/auth-split';
import { LoginForm } from '@/features/auth/components/login-form';
import { SocialLogin } from '@/features/auth/components/social-login';

const LoginPage: FlaggedPage = () => {
  const [flash, showFlash] = useFlashMessage();
  return (
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Log in</title>
      </Head>
      {flash}
      <h1>Log in</h1>
      <SocialLogin onMessage={showFlash} />
      <LoginForm onMessage={showFlash} />
    </AuthSplit>
  );
};

LoginPage.layout = 'public';
LoginPage.guestOnly = true;
// no antd on the entry page (first-load JS budget): BaseLayout skips the antd provider
LoginPage.plain = true;

export default LoginPage;
