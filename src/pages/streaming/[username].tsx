// A creator's live room (reference §2.3 /streaming/[username], §5.5 viewer; issue 12). On the server: the
// creator, the viewer's subscription ("Please subscribe to join live chat!") and the live session ("Creator
// hasn't started streaming!"), else back to the profile with the message. antd-free.
import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { FlashNotifyProvider } from '@/components/notify';
import { performRedirect } from '@/app-store/bootstrap';
import { paths } from '@/config/paths';
import { apiOptionsFor, getPerformer } from '@/features/performer';
import { joinStream, type LivePerson, type LiveStream, ViewerLive } from '@/features/streaming';

export const NOT_SUBSCRIBED = 'Please subscribe to join live chat!';
export const NOT_LIVE = "Creator hasn't started streaming!";

interface Props {
  performer: LivePerson | null;
  stream: LiveStream | null;
}

const StreamingPage: FlaggedPage<Props> = ({ performer, stream }) => (
  <FlashNotifyProvider>
    <div className="container">
      <Head>
        <title key="title">{performer ? `${performer.name || performer.username} is live` : 'Live'}</title>
      </Head>
      {performer && stream ? <ViewerLive key={stream._id} performer={performer} stream={stream} /> : null}
    </div>
  </FlashNotifyProvider>
);

StreamingPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const username = typeof ctx.query.username === 'string' ? ctx.query.username : '';
  const options = apiOptionsFor(ctx);
  const back = (msg: string) => {
    performRedirect(ctx, `${paths.profile(username)}?msg=${encodeURIComponent(msg)}`);
    return { performer: null, stream: null };
  };
  let performer;
  try {
    performer = await getPerformer(username, options);
  } catch {
    performRedirect(ctx, paths.home);
    return { performer: null, stream: null };
  }
  const me = ctx.store?.getState().user.current;
  if (!performer.isSubscribed && me?._id !== performer._id) return back(NOT_SUBSCRIBED);
  try {
    const stream = await joinStream(performer._id, options.token);
    return {
      performer: {
        _id: performer._id,
        name: performer.name,
        username: performer.username,
        avatar: performer.avatar,
      },
      stream,
    };
  } catch {
    return back(NOT_LIVE);
  }
};

StreamingPage.authenticate = true;
StreamingPage.plain = true;

export default StreamingPage;
