// Accounts following the signed-in creator (GET /follows/followers), paged.
import Head from 'next/head';
import type { FlaggedPage } from '@/layouts/page-types';
import { FollowList } from '@/features/follow';

const FollowersPage: FlaggedPage = () => (
  <div className="container container-narrow">
    <Head>
      <title key="title">Followers</title>
    </Head>
    <div className="page-heading">
      <h1>Followers</h1>
    </div>
    <FollowList kind="followers" />
  </div>
);

FollowersPage.plain = true;
FollowersPage.authenticate = true;
FollowersPage.onlyPerformer = true;

export default FollowersPage;
