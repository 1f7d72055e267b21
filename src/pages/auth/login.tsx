import Head from 'next/head';
import type { NextPageContext } from 'next';
import { useRouter } from 'next/router';
import { useAppSelector } from '@/store/hooks';
import { AuthSplit, LoginForm, selectAuthUser, SocialLogin } from '@/features/auth';
import type { FlaggedPage } from '@/layouts/page-types';
import { SiteLogo } from '@/layouts/header/site-logo';
import { paths } from '@/config/paths';
import { useFlashMessage } from '@/components/flash-message';
import { clientIpOf } from '@/lib/server-request';
import type { AppStore } from '@/app-store/store';
import {
  DiscoverLink,
  type FeaturedCreator,
  FeaturedCreators,
  loadFeaturedCreators,
} from '@/features/performer';

// Outcomes of the pages that send people here (a toast would vanish with the page that raised it).
const NOTICES: Record<string, string> = {
  registered: 'Your account has been created. Please log in.',
  'password-changed': 'Your password has been changed. Please log in.',
};

interface Props {
  /** popular creators for visitors (the page is also `/`); none for a signed-in account switching */
  featured?: FeaturedCreator[];
}

const LoginPage: FlaggedPage<Props> = ({ featured }) => {
  const [flash, showFlash] = useFlashMessage();
  const authUser = useAppSelector(selectAuthUser);
  const requireEmailVerification = useAppSelector((s) => s.settings.requireEmailVerification);
  const { query } = useRouter();
  return (
    <AuthSplit logo={<SiteLogo href={paths.auth.login} />}>
      <Head>
        <title>Log in</title>
      </Head>
      {flash}
      <h1>Log in</h1>
      {authUser ? null : <DiscoverLink />}
      {typeof query.notice === 'string' && NOTICES[query.notice] ? (
        <p className="auth-notice" role="status">
          {NOTICES[query.notice]}
          {query.notice === 'registered' && requireEmailVerification
            ? ' Check your inbox to verify your email first.'
            : ''}
        </p>
      ) : null}
      {authUser && query.next ? (
        <p className="auth-notice" role="status">
          You are signed in as @{authUser.username || 'your account'}, which cannot open that page. Sign in
          with another account to continue.
        </p>
      ) : null}
      <SocialLogin onMessage={showFlash} />
      <LoginForm />
      {authUser ? null : <FeaturedCreators creators={featured ?? []} />}
    </AuthSplit>
  );
};

LoginPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  if (ctx.store?.getState().auth.loggedIn) return { featured: [] };
  return { featured: await loadFeaturedCreators(ctx.req ? clientIpOf(ctx.req) : undefined) };
};

LoginPage.layout = 'public';
LoginPage.guestOnly = true;
// no antd on the entry page (first-load JS budget): BaseLayout skips the antd provider
LoginPage.plain = true;

export default LoginPage;
