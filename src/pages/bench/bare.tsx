// Baseline for `npm run bench`: goes through _app like every page, renders no antd component.
import type { FlaggedPage } from '@/layouts/page-types';

const BarePage: FlaggedPage = () => <p>bare</p>;

BarePage.layout = 'blank';

export default BarePage;
