// Where mailed verification links land (the API redirects here): verified now, already verified (the link was
// opened before), or expired / replaced by a newer link, with the way to get a new one. Never raw JSON.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Button, Result } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import { ResendVerification } from '@/features/user';
import { paths } from '@/config/paths';
import { loginHref } from '@/lib/next-path';

type Outcome = 'verified' | 'already-verified' | 'expired';

const TEXT: Record<Outcome, { title: string; subTitle: string; status: 'success' | 'info' | 'warning' }> = {
  verified: {
    title: 'Your email has been verified',
    subTitle: 'Thank you for confirming your email address.',
    status: 'success',
  },
  'already-verified': {
    title: 'Your email is already verified',
    subTitle: 'This link was used before: there is nothing more to do.',
    status: 'info',
  },
  expired: {
    title: 'This link has expired',
    subTitle:
      'Verification links work once, for 7 days, and a newer email replaces an older link. Send yourself a new one.',
    status: 'warning',
  },
};

const EmailVerifiedPage: FlaggedPage = () => {
  const loggedIn = useAppSelector(selectLoggedIn);
  const { query } = useRouter();
  const outcome: Outcome =
    query.status === 'already-verified' || query.status === 'expired' ? query.status : 'verified';
  const text = TEXT[outcome];
  const next =
    outcome === 'expired' ? (
      loggedIn ? (
        <ResendVerification />
      ) : (
        <Button type="primary" href={loginHref(paths.user.account)}>
          Log in to send a new link
        </Button>
      )
    ) : loggedIn ? (
      <Button type="primary" href={paths.home}>
        Go to your feed
      </Button>
    ) : (
      <Button type="primary" href={paths.auth.login}>
        Continue to log in
      </Button>
    );
  return (
    <div className="container container-narrow">
      <Head>
        <title>{text.title}</title>
      </Head>
      <Result
        status={text.status}
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{text.title}</h1>}
        subTitle={text.subTitle}
        extra={next}
      />
    </div>
  );
};

EmailVerifiedPage.layout = 'public';
EmailVerifiedPage.authenticate = true;
EmailVerifiedPage.noredirect = true;

export default EmailVerifiedPage;
