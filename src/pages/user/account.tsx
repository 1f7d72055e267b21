import Head from 'next/head';
import { Alert } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { FanProfileForm, isProfileComplete, PasswordForm, selectCurrentUser } from '@/features/user';

const UserAccountPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <div className="container container-narrow">
      <Head>
        <title>Edit profile</title>
      </Head>
      <div className="page-heading">
        <h1>Edit profile</h1>
      </div>
      {user && !isProfileComplete(user) ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Please complete your profile: add a username and an email address."
        />
      ) : null}
      <FanProfileForm />
      <PasswordForm />
    </div>
  );
};

UserAccountPage.authenticate = true;

export default UserAccountPage;
