import type { FlaggedPage } from '@/layouts/page-types';
import { StatusErrorPage } from '@/components/error-result';

const NotFoundPage: FlaggedPage = () => <StatusErrorPage statusCode={404} text="" />;

export default NotFoundPage;
