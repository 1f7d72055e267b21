// Creator public profile by username or id (reference §2.3 /[profileId], Open+): server-rendered with SEO and
// Open Graph tags; errors from the API (403 blocked/suspended, 404) render as a result with the API's message. antd-free.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { FlashNotifyProvider } from '@/components/notify';
import { apiOptionsFor, type ProfileContent, ProfileView, siteOrigin } from '@/features/performer';
import { loadProfileInto } from '@/features/performer/loaders';
import { LazyCreatorPosts } from '@/features/feed/lazy';
import { LazyCreatorVideos } from '@/features/video/lazy';
import { LazyCreatorGalleries } from '@/features/gallery/lazy';
import { LazyCreatorProducts } from '@/features/product/lazy';

// The content tabs: lists of the content features, each code-split (it loads when the tabs come into view).
const CONTENT: ProfileContent = {
  posts: ({ performerId, username }) => <LazyCreatorPosts performerId={performerId} username={username} />,
  videos: ({ performerId }) => <LazyCreatorVideos performerId={performerId} />,
  photos: ({ performerId }) => <LazyCreatorGalleries performerId={performerId} />,
  store: ({ performerId }) => <LazyCreatorProducts performerId={performerId} />,
};

interface Props {
  origin: string;
  msg: string;
}

const ProfilePage: FlaggedPage<Props> = ({ origin, msg }) => (
  <FlashNotifyProvider>
    <div className="container">
      <ProfileView origin={origin} msg={msg} content={CONTENT} />
    </div>
  </FlashNotifyProvider>
);

ProfilePage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const id = typeof ctx.query.profileId === 'string' ? ctx.query.profileId : '';
  const msg = typeof ctx.query.msg === 'string' ? ctx.query.msg.slice(0, 300) : '';
  if (ctx.store && id) {
    // The Posts tab (below the fold, after the about and subscription sections) loads in the browser: rendering
    // its cards here halved the profile's server throughput (issue 3 budget: half the bare page's).
    const error = await loadProfileInto(ctx.store, id, apiOptionsFor(ctx));
    if (error && ctx.res && (error.statusCode === 403 || error.statusCode === 404))
      ctx.res.statusCode = error.statusCode;
  }
  return { origin: siteOrigin(ctx), msg };
};

// Open+ (reference §2.1): anyone can view; a signed-in viewer is loaded from the cookie.
ProfilePage.authenticate = true;
ProfilePage.dataWithoutUser = true;
ProfilePage.noredirect = true;
// no antd on the profile (first-load JS budget, issue 3): BaseLayout skips the antd provider; the modals load it
// on demand, toasts use the antd-free flash.
ProfilePage.plain = true;

export default ProfilePage;
