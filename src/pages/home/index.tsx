// /home (reference §2.3): the feed of followed and subscribed creators with filters, search and infinite scroll,
// the "verify your email" alert, promos and suggested creators. Server-rendered first page (GET /user/feeds?
// isHome=true&limit=12). A `plain` page: no antd on first load (budget ≤ 200 kB); modals bring it on demand.
import type { NextPageContext } from 'next';
import dynamic from 'next/dynamic';
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { useAppSelector } from '@/store/hooks';
import { FlashNotifyProvider } from '@/components/notify';
import { selectCurrentUser } from '@/features/user/user-slice';
import { selectSettings } from '@/features/settings/settings-slice';
import { HomeColumns } from '@/features/performer/components/home-columns';
import { SuggestedCreators } from '@/features/performer/components/suggested-creators';
import { apiOptionsFor } from '@/features/performer/request-context';
import { PromoBanners } from '@/features/promo/components/promo-banners';
import { homeQueryFrom } from '@/features/feed/feed-query';
import { loadFeedListInto } from '@/features/feed/loaders';
import { HomeFeed } from '@/features/feed/components/home-feed';
import { VerifyEmailAlert } from '@/features/feed/components/verify-email-alert';

// "Live now" (refreshed every 10 s) loads after the page: it is not part of the first render
const LiveNowStrip = dynamic(
  () => import('@/features/streaming/components/live-now-strip').then((m) => m.LiveNowStrip),
  { ssr: false },
);

const HomePage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  const { requireEmailVerification } = useAppSelector(selectSettings);

  return (
    <FlashNotifyProvider>
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
          {requireEmailVerification && user && !user.verifiedEmail ? <VerifyEmailAlert /> : null}
          <LiveNowStrip />
          <HomeFeed />
        </HomeColumns>
      </div>
    </FlashNotifyProvider>
  );
};

HomePage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }) => {
  if (ctx.store) await loadFeedListInto(ctx.store, 'home', homeQueryFrom(ctx.query), apiOptionsFor(ctx));
  return {};
};

HomePage.authenticate = true;
HomePage.layout = 'home';
// no antd on first load (issue 4 budget): BaseLayout skips the antd provider; modals load it on demand
HomePage.plain = true;

export default HomePage;
