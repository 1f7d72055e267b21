// /creator/my-gallery (reference §2.5): the creator's galleries with keyword/status filters, edit and delete.
import type { ColumnsType } from 'antd/es/table';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import type { Gallery } from '@/features/gallery';
import { AssetListPage, saleText } from '@/features/studio';

const columns: ColumnsType<Gallery> = [
  { title: 'Photos', key: 'photos', render: (_: unknown, g) => g.numOfItems },
  { title: 'Access', key: 'sale', render: (_: unknown, g) => saleText(g.isSale, g.price) },
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

export default MyGalleriesPage;
