import type { NextPageContext } from 'next';
import type { FlaggedPage } from '@/layouts/page-types';
import { StatusErrorPage } from '@/components/error-result';

interface Props {
  statusCode: number;
}

const ErrorPage: FlaggedPage<Props> = ({ statusCode }) => (
  <StatusErrorPage statusCode={statusCode} text="Something went wrong, please try again later." />
);

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): Props => ({
  statusCode: res?.statusCode ?? err?.statusCode ?? 500,
});
// antd-free (issue 22): no antd provider for this page
ErrorPage.plain = true;

export default ErrorPage;
