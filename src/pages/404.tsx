import type { FlaggedPage } from '@/layouts/page-types';
import { StatusErrorPage } from '@/components/error-result';

const NotFoundPage: FlaggedPage = () => <StatusErrorPage statusCode={404} text="" />;
// antd-free (issue 22): no antd provider for this page
NotFoundPage.plain = true;

export default NotFoundPage;
