import { Alert } from 'antd';
import type { FlaggedPage } from '@/layouts/page-types';
import { useAppSelector } from '@/store/hooks';
import { FanProfileForm, isProfileComplete, PasswordForm, selectCurrentUser } from '@/features/user';
import { PageFrame } from '@/components/page-frame';

const UserAccountPage: FlaggedPage = () => {
  const user = useAppSelector(selectCurrentUser);
  return (
    <PageFrame title="Edit profile" narrow>
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
    </PageFrame>
  );
};

UserAccountPage.authenticate = true;

export default UserAccountPage;
