// Where mailed verification links land (the API redirects here): verified now, already verified (the link was
// opened before), or expired / replaced by a newer link, with the way to get a new one. Never raw JSON. A plain
// page like the other auth pages (issue 22: antd's 60 kB for one picture, a title and a button).
import Head from 'next/head';
import { Link } from '@/components/link';
import { useRouter } from 'next/router';
import { ResultArt } from '@/components/result-art';
import controls from '@/components/plain-controls.module.css';
import styles from '@/components/error-result.module.css';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectLoggedIn } from '@/features/auth';
import { ResendVerification } from '@/features/user';
import { paths } from '@/config/paths';
import { loginHref } from '@/lib/next-path';

type Outcome = 'verified' | 'already-verified' | 'expired';

/** `art` is the status whose picture ResultArt draws: a ticked circle (2xx) or a warning sign (410 Gone). */
const TEXT: Record<Outcome, { title: string; subTitle: string; art: number }> = {
  verified: {
    title: 'Your email has been verified',
    subTitle: 'Thank you for confirming your email address.',
    art: 200,
  },
  'already-verified': {
    title: 'Your email is already verified',
    subTitle: 'This link was used before: there is nothing more to do.',
    art: 200,
  },
  expired: {
    title: 'This link has expired',
    subTitle:
      'Verification links work once, for 7 days, and a newer email replaces an older link. Send yourself a new one.',
    art: 410,
  },
};

const BUTTON = `${controls.btn} ${controls.primary}`;

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
        <Link className={BUTTON} href={loginHref(paths.user.account)}>
          Log in to send a new link
        </Link>
      )
    ) : loggedIn ? (
      <Link className={BUTTON} href={paths.home}>
        Go to your feed
      </Link>
    ) : (
      <Link className={BUTTON} href={paths.auth.login}>
        Continue to log in
      </Link>
    );
  return (
    <div className="container container-narrow">
      <Head>
        <title>{text.title}</title>
      </Head>
      <section className={styles.result}>
        <ResultArt statusCode={text.art} className={styles.art} />
        <h1>{text.title}</h1>
        <p>{text.subTitle}</p>
        {next}
      </section>
    </div>
  );
};

EmailVerifiedPage.layout = 'public';
EmailVerifiedPage.plain = true;
EmailVerifiedPage.authenticate = true;
EmailVerifiedPage.noredirect = true;

export default EmailVerifiedPage;
