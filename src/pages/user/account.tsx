import Head from 'next/head';
import { Alert } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user/user-slice';
import { isProfileComplete } from '@/features/user/types';
import { FanProfileForm } from '@/features/user/components/fan-profile-form';
import { PasswordForm } from '@/features/user/components/password-form';

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
