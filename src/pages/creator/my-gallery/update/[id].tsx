// /creator/my-gallery/update/[id] (reference §2.5): gallery fields (SSR GET .../galleries/{id}/view) and the
// photo manager (multi-upload with per-file progress, set cover, delete, at most 100 photos).
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import type { Gallery } from '@/features/gallery';
import {
  GalleryForm,
  getMyGallery,
  LinkButton,
  LoadError,
  PhotoManager,
  StudioCard,
  StudioPage,
} from '@/features/studio';
import { loadForEdit, type EditProps } from '@/features/studio/loaders';

const UpdateGalleryPage: FlaggedPage<EditProps<Gallery>> = ({ item, error }) => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage
      title="Edit gallery"
      narrow
      actions={
        item ? <LinkButton href={paths.gallery(item.slug || item._id)}>View gallery</LinkButton> : null
      }
    >
      {error ? (
        <LoadError error={error} backHref={paths.creator.myGalleries} backText="Back to my galleries" />
      ) : item ? (
        <>
          <StudioCard spaced>
            <GalleryForm key={item._id} gallery={item} />
          </StudioCard>
          <StudioCard>
            <PhotoManager galleryId={item._id} canUpload={Boolean(user?.verifiedDocument)} />
          </StudioCard>
        </>
      ) : null}
    </StudioPage>
  );
};

UpdateGalleryPage.getInitialProps = (ctx: NextPageContext) => loadForEdit(ctx, getMyGallery);
UpdateGalleryPage.authenticate = true;
UpdateGalleryPage.onlyPerformer = true;
UpdateGalleryPage.plain = true;

export default UpdateGalleryPage;
