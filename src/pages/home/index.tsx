import Head from 'next/head';
import Link from 'next/link';
import { Alert, Card, Empty } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { selectSettings } from '@/features/settings/settings-slice';
import { ResendVerification } from '@/features/user/components/resend-verification';
import { paths } from '@/config/paths';
import { HomeColumns } from '@/features/performer/components/home-columns';
import { SuggestedCreators } from '@/features/performer/components/suggested-creators';
import { PromoBanners } from '@/features/promo/components/promo-banners';

const HomePage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  const { requireEmailVerification } = useAppSelector(selectSettings);
  const name = user?.name || user?.username || 'there';

  return (
    <div className="container">
      <Head>
        <title>Home</title>
      </Head>
      <h1 className="sr-only">Home</h1>
      <HomeColumns
        aside={
          <>
            <PromoBanners />
            <SuggestedCreators />
          </>
        }
      >
        {requireEmailVerification && user && !user.verifiedEmail ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            title="Please verify your email address"
            description="We sent you a verification link. Check your inbox, or send it again."
            action={<ResendVerification />}
          />
        ) : null}
        <Card style={{ marginBottom: 16 }}>
          <h2 style={{ margin: 0, fontSize: 20 }}>Welcome, {name}!</h2>
          <p style={{ margin: '8px 0 0', color: 'var(--fp-text-muted)' }}>
            {user?.isPerformer ? (
              <>
                Keep your profile up to date in <Link href={paths.creator.account}>Edit profile</Link>.
              </>
            ) : (
              <>
                Find people to follow on <Link href={paths.creators}>the creators page</Link>.
              </>
            )}
          </p>
        </Card>
        <Card>
          <Empty description="Your feed will show posts from creators you follow" />
        </Card>
      </HomeColumns>
    </div>
  );
};

HomePage.authenticate = true;
HomePage.layout = 'home';

export default HomePage;
