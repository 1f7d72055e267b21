// The gallery page body (reference §2.3 /gallery/[id], §5.9): title, creator, stats, like / bookmark / share /
// report, then the photo grid with its lightbox when viewable, or the cover with one call to action
// ("Subscribe to view full content" or "Pay $X to unlock"); comments on demand; related galleries. antd-free.
import { useState } from 'react';
import { LazyCommentSection } from '@/features/comment/lazy';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth';
import { shortNumber } from '@/features/performer';
import { selectUi } from '@/features/ui';
import {
  AssetActionBar,
  AssetResult,
  assetRouteId,
  AssetSeo,
  assetControlStyles as controlStyles,
  CreatorLink,
  EmptyState,
  EyeIcon,
  formatPrice,
  ImagesIcon,
  LockIcon,
  assetMediaStyles as mediaStyles,
  PayToUnlockButton,
  RelatedAssets,
  assetDetailStyles as styles,
  SubscribeButtons,
  summaryText,
} from '@/features/asset';
import type { CreatorPlans } from '@/features/subscription';
import {
  relatedGalleriesRequested,
  selectGalleryDetail,
  selectGalleryPhotos,
  selectRelatedGalleries,
} from '../gallery-slice';
import { galleryCover, galleryView, type Gallery, type GalleryView } from '../types';
import { GalleryCard } from './gallery-card';
import { PhotoGrid } from './photo-grid';
import { useFeature, useFeatureSlice } from '@/store/use-feature';
import { galleryFeature } from '../gallery-feature';

function LockedGallery({
  gallery,
  view,
  plans,
}: {
  gallery: Gallery;
  view: GalleryView;
  plans: CreatorPlans | null;
}) {
  const cover = galleryCover(gallery);
  return (
    <div className={mediaStyles.cover}>
      {cover ? <img src={cover} alt="" width={640} height={480} /> : null}
      <div className={mediaStyles.lock}>
        <LockIcon className={mediaStyles.lockIcon} />
        {view === 'pay' ? (
          <>
            <h2>Unlock to view full content</h2>
            <PayToUnlockButton
              kind="gallery"
              id={gallery._id}
              price={gallery.price}
              itemLabel={gallery.title ? `"${gallery.title}"` : 'this gallery'}
              label={`Pay ${formatPrice(gallery.price)} to unlock`}
            />
          </>
        ) : (
          <>
            <h2>Subscribe to view full content</h2>
            <SubscribeButtons performer={gallery.performer} plans={plans} />
          </>
        )}
        <p>
          {gallery.numOfItems} {gallery.numOfItems === 1 ? 'photo' : 'photos'}
        </p>
      </div>
    </div>
  );
}

/** Comments load on demand: the thread (and its code) only when asked for. */
function GalleryComments({ gallery }: { gallery: Gallery }) {
  const [shown, setShown] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="gallery-comments">
      <h2 className={styles.sectionTitle} id="gallery-comments">
        Comments ({shortNumber(gallery.stats.comments)})
      </h2>
      {shown ? (
        <LazyCommentSection
          objectType="gallery"
          objectId={gallery._id}
          totalComment={gallery.stats.comments}
        />
      ) : (
        <button
          type="button"
          className={controlStyles.btn}
          aria-expanded={false}
          onClick={() => setShown(true)}
        >
          Show comments
        </button>
      )}
    </section>
  );
}

function Photos({ gallery }: { gallery: Gallery }) {
  useFeatureSlice(galleryFeature);
  const photos = useAppSelector(selectGalleryPhotos);
  if (photos.status === 'failed') {
    return (
      <p className={controlStyles.error} role="alert">
        {photos.error?.message}
      </p>
    );
  }
  if (photos.status === 'loading') return <p role="status">Loading photos...</p>;
  if (photos.items.length === 0) return <EmptyState text="No photos in this gallery yet" />;
  return <PhotoGrid key={gallery._id} photos={photos.items} title={gallery.title} />;
}

const requestRelated = (galleryId: string, performerId: string) =>
  relatedGalleriesRequested({ galleryId, performerId });

function RelatedGalleries({ gallery, viewerId }: { gallery: Gallery; viewerId: string | null }) {
  useFeature(galleryFeature);
  return (
    <RelatedAssets
      item={gallery}
      selectRelated={selectRelatedGalleries}
      request={requestRelated}
      title="Related galleries"
      emptyText="No other galleries from this creator yet"
      renderItem={(g) => <GalleryCard gallery={g} viewerId={viewerId} />}
    />
  );
}

export function GalleryDetail({ origin }: { origin: string }) {
  useFeatureSlice(galleryFeature);
  const { current: gallery, error, status, creator } = useAppSelector(selectGalleryDetail);
  const viewer = useAppSelector(selectAuthUser);
  const { siteName } = useAppSelector(selectUi);

  if (error) return <AssetResult error={error} />;
  if (!gallery) return status === 'loading' ? <p role="status">Loading...</p> : null;

  const viewerId = viewer?._id ?? null;
  const view = galleryView(gallery, viewerId);
  const path = paths.gallery(assetRouteId(gallery));
  const description =
    summaryText(gallery.description) ||
    `${gallery.title} by ${gallery.performer?.name || gallery.performer?.username || 'a creator'}`;

  return (
    <article className={styles.detail}>
      <AssetSeo
        title={`${gallery.title || 'Gallery'} | ${siteName || 'Fanplatform'}`}
        description={description}
        origin={origin}
        path={path}
        image={galleryCover(gallery) || gallery.performer?.avatar || ''}
      />
      <div className={styles.panel}>
        <h1 className={styles.title}>{gallery.title || 'Untitled gallery'}</h1>
        <div className={styles.headRow}>
          {gallery.performer ? <CreatorLink performer={gallery.performer} /> : <span />}
          <ul className={styles.stats} aria-label="Statistics">
            <li>
              <ImagesIcon /> {gallery.numOfItems} {gallery.numOfItems === 1 ? 'photo' : 'photos'}
            </li>
            <li>
              <EyeIcon /> {shortNumber(gallery.stats.views)} {gallery.stats.views === 1 ? 'view' : 'views'}
            </li>
          </ul>
        </div>
        <div className={styles.headRow}>
          <AssetActionBar
            target="gallery"
            label="Gallery actions"
            item={gallery}
            bookmarked={gallery.isBookMarked}
            path={path}
            likeable
          />
        </div>
        {gallery.description ? (
          <p className={styles.text} style={{ marginTop: 12 }}>
            {gallery.description}
          </p>
        ) : null}
      </div>
      <div className={styles.panel}>
        {view === 'photos' ? (
          <Photos gallery={gallery} />
        ) : (
          <LockedGallery gallery={gallery} view={view} plans={creator} />
        )}
      </div>
      {view === 'photos' ? <GalleryComments key={gallery._id} gallery={gallery} /> : null}
      <RelatedGalleries gallery={gallery} viewerId={viewerId} />
    </article>
  );
}
