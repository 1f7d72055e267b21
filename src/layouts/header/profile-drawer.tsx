// Profile drawer (reference §6.2): identity, balance chip, subscriber/subscription count, role menu,
// dark-mode switch and sign out.
import { useId } from 'react';
import { Link } from '@/components/link';
import { Avatar, Button, Switch } from 'antd';
import { Drawer } from '@/components/modal';
import { CheckCircleFilled, LogoutOutlined } from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { logoutRequested } from '@/features/auth';
import { selectCurrentUser } from '@/features/user';
import { selectSettings } from '@/features/settings';
import { selectTheme, themeChanged } from '@/features/ui';
import { paths } from '@/config/paths';
import { DEFAULT_AVATAR } from '@/config/constants';
import { formatBalance, profileMenu } from './profile-menu';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function ProfileDrawer({ open, onClose }: Props) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const settings = useAppSelector(selectSettings);
  const theme = useAppSelector(selectTheme);
  const switchId = useId();
  if (!user) return null;

  const entries = profileMenu(user, settings);
  const count = user.isPerformer ? (user.stats.subscribers ?? 0) : (user.stats.totalSubscriptions ?? 0);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size={320}
      title="Profile menu"
      destroyOnHidden={false}
    >
      <div className="profile-card">
        <Avatar src={user.avatar || DEFAULT_AVATAR} size={56} alt="" />
        <div>
          <div className="profile-card__name">
            <span>{user.name || user.username || 'Your account'}</span>
            {user.verifiedAccount ? (
              <CheckCircleFilled aria-label="Verified" style={{ color: '#0958d9' }} />
            ) : null}
          </div>
          {user.username ? <div className="profile-card__username">@{user.username}</div> : null}
        </div>
      </div>
      <div className="profile-stats">
        <Link
          className="balance-chip"
          href={user.isPerformer ? paths.creator.earnings : paths.wallet}
          onClick={onClose}
          title={user.isPerformer ? 'Earnings' : 'Wallet'}
        >
          {formatBalance(user.balance)}
        </Link>
        <Link
          className="balance-chip"
          href={user.isPerformer ? paths.creator.subscribers : paths.user.subscriptions}
          onClick={onClose}
        >
          {user.isPerformer ? `${count} subscribers` : `${count} subscribed`}
        </Link>
      </div>
      <nav aria-label="Profile">
        <ul className="profile-menu">
          {entries.map((entry) =>
            entry.kind === 'divider' ? (
              <li key={entry.key} aria-hidden>
                <hr />
              </li>
            ) : (
              <li key={entry.key}>
                <Link href={entry.href} onClick={onClose}>
                  {entry.label}
                </Link>
              </li>
            ),
          )}
        </ul>
      </nav>
      <hr style={{ border: 0, borderTop: '1px solid var(--fp-border)', margin: '8px 0' }} />
      <div className="drawer-row">
        <label htmlFor={switchId}>Dark mode</label>
        <Switch
          id={switchId}
          checked={theme === 'dark'}
          onChange={(checked) => dispatch(themeChanged(checked ? 'dark' : 'light'))}
        />
      </div>
      <Button
        block
        icon={<LogoutOutlined aria-hidden />}
        onClick={() => {
          onClose();
          dispatch(logoutRequested());
        }}
      >
        Sign out
      </Button>
    </Drawer>
  );
}
