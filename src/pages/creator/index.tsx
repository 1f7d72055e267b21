// Creator directory (reference §2.3 /creator). Public (Open+ in [N]): visitors explore creators and the header
// search lands here, as on fanso 2.0 and Fansly; the first page is rendered on the server from the URL query,
// with a canonical URL (the unfiltered directory) and the description search engines and link previews show.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { FlashNotifyProvider } from '@/components/notify';
import { selectUi } from '@/features/ui';
import { apiOptionsFor, DirectoryView, parseDirectoryQuery, siteOrigin } from '@/features/performer';
import { loadDirectoryInto } from '@/features/performer/loaders';

interface Props {
  origin: string;
}

const DESCRIPTION =
  'Discover creators: browse by category, country and price, and follow or subscribe to the ones you like.';

const CreatorDirectoryPage: FlaggedPage<Props> = ({ origin }) => {
  const { siteName } = useAppSelector(selectUi);
  const title = `Discover creators${siteName ? ` | ${siteName}` : ''}`;
  const canonical = `${origin}${paths.creators}`;
  // the follow buttons tell a visitor to log in: the antd-free toast host (a plain page has no antd one)
  return (
    <FlashNotifyProvider>
      <div className="container">
        <Head>
          <title key="title">{title}</title>
          <meta key="description" name="description" content={DESCRIPTION} />
          <link key="canonical" rel="canonical" href={canonical} />
          <meta key="og:title" property="og:title" content={title} />
          <meta key="og:description" property="og:description" content={DESCRIPTION} />
          <meta key="og:url" property="og:url" content={canonical} />
          <meta key="og:type" property="og:type" content="website" />
        </Head>
        <div className="page-heading">
          <h1>Discover creators</h1>
        </div>
        <DirectoryView />
      </div>
    </FlashNotifyProvider>
  );
};

CreatorDirectoryPage.getInitialProps = async (
  ctx: NextPageContext & { store?: AppStore },
): Promise<Props> => {
  if (ctx.store) await loadDirectoryInto(ctx.store, parseDirectoryQuery(ctx.query), apiOptionsFor(ctx));
  return { origin: siteOrigin(ctx) };
};

// Visitors welcome; a signed-in viewer is loaded from the cookie (follow state on the cards).
CreatorDirectoryPage.authenticate = true;
CreatorDirectoryPage.noredirect = true;
CreatorDirectoryPage.dataWithoutUser = true;
// antd-free (public pages' JS budget, issue 22): cards, native selects and a plain pager
CreatorDirectoryPage.plain = true;

export default CreatorDirectoryPage;
