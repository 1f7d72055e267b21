// Earnings (reference §2.5 /creator/earning, issue 10): totals, the chart by day and the earning history.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { EarningsView } from '@/features/earning';

const EarningPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">Earnings</title>
    </Head>
    <div className="page-heading">
      <h1>Earnings</h1>
    </div>
    <EarningsView />
  </div>
);

EarningPage.authenticate = true;
EarningPage.onlyPerformer = true;
// antd-free: the chart fits in the page's 230 kB first-load budget (issue 10)
EarningPage.plain = true;

export default EarningPage;
