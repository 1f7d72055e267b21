import Head from 'next/head';
import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { ErrorResult } from '@/components/error-result';

interface Props {
  statusCode: number;
}

const ErrorPage: FlaggedPage<Props> = ({ statusCode }) => {
  const notFound = statusCode === 404;
  return (
    <>
      <Head>
        <title>{notFound ? 'Page not found' : 'Something went wrong'}</title>
      </Head>
      <ErrorResult
        status={notFound ? '404' : '500'}
        title={notFound ? 'Page not found' : 'Something went wrong'}
        text={
          notFound
            ? 'Sorry, the page you visited does not exist.'
            : 'Something went wrong, please try again later.'
        }
      />
    </>
  );
};

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});

export default ErrorPage;
