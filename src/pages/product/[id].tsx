// /product/[id] (reference §2.3, Open+ here: anyone can see a product, buying needs an account): a product by
// id or slug, server-rendered with SEO tags. 404 / 403 answers of the API render as results. antd-free.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import type { AppStore } from '@/app-store/store';
import { FlashNotifyProvider } from '@/components/notify';
import { apiOptionsFor, siteOrigin } from '@/features/performer';
import { ProductDetail } from '@/features/product';
import { loadProductInto } from '@/features/product/loaders';

interface Props {
  origin: string;
}

const ProductPage: FlaggedPage<Props> = ({ origin }) => (
  <FlashNotifyProvider>
    <div className="container">
      <ProductDetail origin={origin} />
    </div>
  </FlashNotifyProvider>
);

ProductPage.getInitialProps = async (ctx: NextPageContext & { store?: AppStore }): Promise<Props> => {
  const id = typeof ctx.query.id === 'string' ? ctx.query.id : '';
  if (ctx.store && id) {
    const error = await loadProductInto(ctx.store, id, apiOptionsFor(ctx));
    if (error && ctx.res) {
      ctx.res.statusCode = error.statusCode === 403 || error.statusCode === 404 ? error.statusCode : 500;
    }
  }
  return { origin: siteOrigin(ctx) };
};

ProductPage.authenticate = true;
ProductPage.noredirect = true;
ProductPage.plain = true;

export default ProductPage;
