// Profile actions (reference §2.5): Follow, Tip, Message, Bookmark, Share. Fans only: visitors get the login
// message, creators see them disabled.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { Button } from 'antd';
import {
  DollarOutlined,
  MessageOutlined,
  ShareAltOutlined,
  StarFilled,
  StarOutlined,
} from '@ant-design/icons';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import { useToast } from '@/components/toast-provider';
import {
  bookmarkRequested,
  selectBookmarkPending,
  selectIsBookmarked,
  unbookmarkRequested,
} from '../performer-slice';
import { type PerformerProfile, performerProfileId } from '../types';
import { FollowButton } from './follow-button';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from './use-viewer';
import styles from './performer.module.css';

// Modals are loaded on demand: they stay out of the profile's first-load JS.
const TipModal = dynamic(() => import('./tip-modal').then((m) => m.TipModal), { ssr: false });

export const messagesHref = (performerId: string) =>
  `${paths.messages}?toSource=performer&toId=${encodeURIComponent(performerId)}`;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function ProfileActions({ profile }: { profile: PerformerProfile }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { role, gate } = useViewer();
  const bookmarked = useAppSelector((s) => selectIsBookmarked(s, profile._id));
  const bookmarkPending = useAppSelector((s) => selectBookmarkPending(s, profile._id));
  const [tipOpen, setTipOpen] = useState(false);
  const disabled = role === 'creator';
  // visitors can click: they are told to log in (reference §5.2)
  const gatedProps = { disabled, title: role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined };
  const name = profile.name || profile.username;

  const share = async () => {
    const url = `${window.location.origin}${paths.profile(performerProfileId(profile))}`;
    if (await copyText(url)) void toast.success('Link copied');
    else void toast.error('Could not copy the link');
  };

  return (
    <div className={styles.actions} role="group" aria-label="Creator actions">
      <FollowButton performerId={profile._id} name={name} />
      <Button {...gatedProps} icon={<DollarOutlined aria-hidden />} onClick={gate(() => setTipOpen(true))}>
        Send tip
      </Button>
      {role === 'fan' ? (
        <Button icon={<MessageOutlined aria-hidden />} href={messagesHref(profile._id)}>
          Message
        </Button>
      ) : (
        <Button {...gatedProps} icon={<MessageOutlined aria-hidden />} onClick={gate(() => undefined)}>
          Message
        </Button>
      )}
      <Button
        {...gatedProps}
        loading={bookmarkPending}
        icon={
          bookmarked ? <StarFilled aria-hidden style={{ color: '#d48806' }} /> : <StarOutlined aria-hidden />
        }
        onClick={gate(() =>
          dispatch(
            bookmarked
              ? unbookmarkRequested({ performerId: profile._id })
              : bookmarkRequested({ performerId: profile._id }),
          ),
        )}
      >
        {bookmarked ? 'Remove bookmark' : 'Bookmark'}
      </Button>
      <Button {...gatedProps} icon={<ShareAltOutlined aria-hidden />} onClick={gate(() => void share())}>
        Share
      </Button>
      {tipOpen ? <TipModal name={name} onClose={() => setTipOpen(false)} /> : null}
    </div>
  );
}
