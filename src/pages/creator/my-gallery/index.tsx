// /creator/my-gallery (reference §2.5): the creator's galleries with keyword/status filters, edit and delete.
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import type { Gallery } from '@/features/gallery';
import { AssetListPage, saleText, type AssetColumn } from '@/features/studio';

const columns: AssetColumn<Gallery>[] = [
  { title: 'Photos', key: 'photos', render: (g) => g.numOfItems },
  { title: 'Access', key: 'sale', render: (g) => saleText(g.isSale, g.price) },
];

const MyGalleriesPage: FlaggedPage = () => (
  <AssetListPage
    title="My galleries"
    kind="galleries"
    columns={columns}
    createHref={paths.creator.createGallery}
  />
);

MyGalleriesPage.authenticate = true;
MyGalleriesPage.onlyPerformer = true;
MyGalleriesPage.plain = true;

export default MyGalleriesPage;
