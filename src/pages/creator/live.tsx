// Go live (reference §2.5 /creator/live, §5.5; issue 12). Creators whose ID documents are not verified are sent
// to their account page with the reference's message (on the server). antd-free (250 kB first-load budget);
// the media engine's code loads when the creator starts.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { performRedirect } from '@/app-store/bootstrap';
import { paths } from '@/config/paths';
import { CreatorLive } from '@/features/streaming';

export const UNVERIFIED_MESSAGE =
  'Your ID documents are not verified yet! You could not post any content right now.';

const LivePage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Go live</title>
    </Head>
    <div className="page-heading">
      <h1>Go live</h1>
    </div>
    <CreatorLive />
  </div>
);

LivePage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }) => {
  const user = ctx.store?.getState().user.current;
  if (user && user.isPerformer && !user.verifiedDocument)
    performRedirect(ctx, `${paths.creator.account}?msg=${encodeURIComponent(UNVERIFIED_MESSAGE)}`);
  return {};
};

LivePage.authenticate = true;
LivePage.onlyPerformer = true;
LivePage.plain = true;

export default LivePage;
