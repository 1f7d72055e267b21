// /home (reference §2.3): the feed of followed and subscribed creators with filters, search and infinite scroll,
// the "verify your email" alert, promos and suggested creators. Server-rendered first page (GET /user/feeds?
// isHome=true&limit=12). A `plain` page: no antd on first load (budget ≤ 200 kB); modals bring it on demand.
import type { NextPageContext } from 'next';
import { LazyLiveNowStrip } from '@/features/streaming/lazy';
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { useAppSelector } from '@/store/hooks';
import { FlashNotifyProvider } from '@/components/notify';
import { selectCurrentUser } from '@/features/user';
import { selectSettings } from '@/features/settings';
import { apiOptionsFor, HomeColumns, SuggestedCreators } from '@/features/performer';
import { PromoBanners } from '@/features/promo';
import { HomeFeed, homeQueryFrom, VerifyEmailAlert } from '@/features/feed';
import { loadFeedListInto } from '@/features/feed/loaders';

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
          <LazyLiveNowStrip />
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
// the feed call carries the cookie's token itself: it runs beside the user call on the server
HomePage.dataWithoutUser = true;
HomePage.layout = 'home';
// no antd on first load (issue 4 budget): BaseLayout skips the antd provider; modals load it on demand
HomePage.plain = true;

export default HomePage;
