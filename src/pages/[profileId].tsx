// Placeholder for the creator profile (the next issue replaces it): creators land here after login.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Card, Empty } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';

const ProfilePage: FlaggedPage = () => {
  const { query } = useRouter();
  const id = typeof query.profileId === 'string' ? query.profileId : '';
  return (
    <div className="container container-narrow">
      <Head>
        <title>{id ? `@${id}` : 'Profile'}</title>
      </Head>
      <div className="page-heading">
        <h1>@{id}</h1>
      </div>
      <Card>
        <Empty description="Profile page is being built" />
      </Card>
    </div>
  );
};

ProfilePage.authenticate = true;
ProfilePage.noredirect = true;

export default ProfilePage;
