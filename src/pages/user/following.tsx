// Creators the signed-in account follows (GET /follows/following), paged.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { FollowList } from '@/features/follow';

const FollowingPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Following</title>
    </Head>
    <div className="page-heading">
      <h1>Following</h1>
    </div>
    <FollowList kind="following" />
  </div>
);

FollowingPage.authenticate = true;

// antd-free (fan pages' JS budget, issue 22)
FollowingPage.plain = true;

export default FollowingPage;
