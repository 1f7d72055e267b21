// /creator/my-store/create (reference §2.5): a physical product with stock or a digital one with its file.
import Head from 'next/head';
import { Card } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { StudioHeading } from '@/features/studio/components/link-button';
import { VerificationNotice } from '@/features/studio/components/verification-notice';
import { ProductForm } from '@/features/studio/components/product-form';

const CreateProductPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Create product</title>
      </Head>
      <StudioHeading title="Create product" />
      {user && !user.verifiedDocument ? (
        <VerificationNotice />
      ) : user ? (
        <Card>
          <ProductForm product={null} />
        </Card>
      ) : null}
    </div>
  );
};

CreateProductPage.authenticate = true;
CreateProductPage.onlyPerformer = true;

export default CreateProductPage;
