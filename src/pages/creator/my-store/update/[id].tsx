// /creator/my-store/update/[id] (reference §2.5): the product form pre-filled (SSR GET .../products/{id}/view),
// saved with a multipart PUT.
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { paths } from '@/config/paths';
import type { Product } from '@/features/product';
import { getMyProduct, LoadError, ProductForm, StudioCard, StudioPage } from '@/features/studio';
import { loadForEdit, type EditProps } from '@/features/studio/loaders';

const UpdateProductPage: FlaggedPage<EditProps<Product>> = ({ item, error }) => (
  <StudioPage title="Edit product" narrow>
    {error ? (
      <LoadError error={error} backHref={paths.creator.myStore} backText="Back to my store" />
    ) : item ? (
      <StudioCard>
        <ProductForm key={item._id} product={item} />
      </StudioCard>
    ) : null}
  </StudioPage>
);

UpdateProductPage.getInitialProps = (ctx: NextPageContext) => loadForEdit(ctx, getMyProduct);
UpdateProductPage.authenticate = true;
UpdateProductPage.onlyPerformer = true;
UpdateProductPage.plain = true;

export default UpdateProductPage;
