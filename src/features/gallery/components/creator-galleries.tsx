// Profile "Photos" tab (reference §2.5): the creator's galleries, infinite scroll, honest empty state.
import { useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth';
import { CreatorAssetList } from '@/features/asset';
import { galleryListRequested, selectGalleryList } from '../gallery-slice';
import { GalleryCard } from './gallery-card';
import { useFeature } from '@/store/use-feature';
import { galleryFeature } from '../gallery-feature';

export function CreatorGalleries({ performerId }: { performerId: string }) {
  useFeature(galleryFeature);
  // the owner sees their own galleries unlocked
  const viewerId = useAppSelector(selectAuthUser)?._id ?? null;
  return (
    <CreatorAssetList
      performerId={performerId}
      selectList={selectGalleryList}
      requested={galleryListRequested}
      label="Galleries"
      emptyText="No photos yet"
      renderItem={(g, i) => <GalleryCard gallery={g} eager={i < 2} viewerId={viewerId} />}
    />
  );
}
