import type { FlaggedPage } from '@/layouts/page-types';
import { FanProfileForm, PasswordForm, ProfileIncompleteNotice } from '@/features/user';
import { PageFrame } from '@/components/page-frame';

const UserAccountPage: FlaggedPage = () => {
  return (
    <PageFrame title="Edit profile" narrow>
      <ProfileIncompleteNotice />
      <FanProfileForm />
      <PasswordForm />
    </PageFrame>
  );
};

UserAccountPage.authenticate = true;

// antd-free (fan pages' JS budget, issue 22)
UserAccountPage.plain = true;

export default UserAccountPage;
