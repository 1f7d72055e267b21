// /creator/my-store (reference §2.5): the creator's products with keyword/status filters, edit and delete.
import type { ColumnsType } from 'antd/es/table';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import { formatPrice } from '@/features/video';
import type { Product } from '@/features/product';
import { AssetListPage } from '@/features/studio';

const columns: ColumnsType<Product> = [
  { title: 'Type', key: 'type', render: (_: unknown, p) => (p.type === 'digital' ? 'Digital' : 'Physical') },
  { title: 'Price', key: 'price', render: (_: unknown, p) => formatPrice(p.price) },
  { title: 'Stock', key: 'stock', render: (_: unknown, p) => (p.type === 'physical' ? p.stock : '—') },
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

export default MyStorePage;
