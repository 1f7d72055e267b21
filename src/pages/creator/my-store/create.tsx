// /creator/my-store/create (reference §2.5): a physical product with stock or a digital one with its file.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioPage } from '@/features/studio/components/studio-page';
import { VerifiedOnly } from '@/features/studio/components/verification-notice';
import { ProductForm } from '@/features/studio/components/product-form';

const CreateProductPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <StudioPage title="Create product" narrow>
      <VerifiedOnly user={user}>{() => <ProductForm product={null} />}</VerifiedOnly>
    </StudioPage>
  );
};

CreateProductPage.authenticate = true;
CreateProductPage.onlyPerformer = true;

export default CreateProductPage;
