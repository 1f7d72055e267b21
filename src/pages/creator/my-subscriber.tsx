// My subscribers (reference §2.5 /creator/my-subscriber, issue 10).
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { SubscribersTable } from '@/features/earning';

const MySubscribersPage: FlaggedPage = () => (
  <div className="container">
    <Head>
      <title key="title">My subscribers</title>
    </Head>
    <div className="page-heading">
      <h1>My subscribers</h1>
    </div>
    <SubscribersTable />
  </div>
);

MySubscribersPage.authenticate = true;
MySubscribersPage.onlyPerformer = true;
MySubscribersPage.plain = true;

export default MySubscribersPage;
