// /creator/my-store (reference §2.5): the creator's products with keyword/status filters, edit and delete.
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { formatPrice } from '@/features/video';
import type { Product } from '@/features/product';
import { AssetListPage, type AssetColumn } from '@/features/studio';

const columns: AssetColumn<Product>[] = [
  { title: 'Type', key: 'type', render: (p) => (p.type === 'digital' ? 'Digital' : 'Physical') },
  { title: 'Price', key: 'price', render: (p) => formatPrice(p.price) },
  { title: 'Stock', key: 'stock', render: (p) => (p.type === 'physical' ? p.stock : '—') },
];

const MyStorePage: FlaggedPage = () => (
  <AssetListPage
    title="My store"
    kind="products"
    columns={columns}
    createHref={paths.creator.createProduct}
  />
);

MyStorePage.authenticate = true;
MyStorePage.onlyPerformer = true;
MyStorePage.plain = true;

export default MyStorePage;
