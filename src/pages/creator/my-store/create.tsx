// /creator/my-store/create (reference §2.5): a physical product with stock or a digital one with its file.
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { ProductForm, StudioPage, VerifiedOnly } from '@/features/studio';

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
CreateProductPage.plain = true;

export default CreateProductPage;
