import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { ErrorResult } from '@/components/error-result';

const NotFoundPage: FlaggedPage = () => (
  <>
    <Head>
      <title>Page not found</title>
    </Head>
    <ErrorResult status="404" title="Page not found" text="Sorry, the page you visited does not exist." />
  </>
);

export default NotFoundPage;
