// Profile actions (reference §2.5): Follow, Tip, Message, Bookmark, Share, Report. Fans only: visitors get the
// login message (Share works for them), other creators see the fan actions disabled, and the owner gets owner
// actions with a fan preview. Plain buttons: the profile ships without antd; the tip dialog
// (wallet) and the report modal (antd) are code-split and load on click.
import { useState } from 'react';
import { LazyPrivateShowButton } from '@/features/streaming/lazy';
import { Link } from '@/components/link';
import { DollarIcon, MessageIcon, ShareIcon, StarIcon } from '@/components/icons';
import { useCopyLink } from '@/components/use-copy-link';
import { tipDialogOpened } from '@/features/wallet';
import { ReportAction } from '@/features/report';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { paths } from '@/config/paths';
import {
  bookmarkRequested,
  selectBookmarkPending,
  selectIsBookmarked,
  unbookmarkRequested,
} from '../performer-slice';
import { type PerformerProfile, performerProfileId } from '../types';
import { FollowButton } from './follow-button';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/auth';
import styles from './creator-controls.module.css';
import profileStyles from './profile.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { performerFeature } from '../performer-feature';
import { selectCurrentUser } from '@/features/user';

export const messagesHref = (performerId: string) =>
  `${paths.messages}?toSource=performer&toId=${encodeURIComponent(performerId)}`;

function ShareProfileButton({ profile }: { profile: PerformerProfile }) {
  const copyLink = useCopyLink();
  return (
    <button
      type="button"
      className={styles.btn}
      onClick={() => void copyLink(paths.profile(performerProfileId(profile)))}
    >
      <ShareIcon />
      <span>Share</span>
    </button>
  );
}

/**
 * A creator on their own profile: owner actions instead of fan buttons (Edit profile, New post, Share), and
 * "View as a fan" to see the fan buttons as fans get them.
 */
function OwnerActions({ profile, onPreview }: { profile: PerformerProfile; onPreview: () => void }) {
  return (
    <div className={profileStyles.actions} role="group" aria-label="Your profile">
      <Link className={`${styles.btn} ${styles.btnPrimary}`} href={paths.creator.account}>
        <span>Edit profile</span>
      </Link>
      <Link className={styles.btn} href={paths.creator.createPost}>
        <span>New post</span>
      </Link>
      <ShareProfileButton profile={profile} />
      <button type="button" className={styles.btn} onClick={onPreview}>
        <span>View as a fan</span>
      </button>
    </div>
  );
}

export function ProfileActions({ profile }: { profile: PerformerProfile }) {
  const { user } = useViewer();
  const [preview, setPreview] = useState(false);
  const isOwner = Boolean(user && user._id === profile._id);
  if (isOwner && !preview) return <OwnerActions profile={profile} onPreview={() => setPreview(true)} />;
  return (
    <>
      {isOwner ? (
        <p className={profileStyles.previewNote} role="status">
          This is what fans see.{' '}
          <button type="button" className={profileStyles.linkButton} onClick={() => setPreview(false)}>
            Back to your view
          </button>
        </p>
      ) : null}
      <FanActions profile={profile} preview={isOwner} />
    </>
  );
}

function FanActions({ profile, preview }: { profile: PerformerProfile; preview: boolean }) {
  const dispatch = useAppDispatch();
  // the saga downloads with the first bookmark toggle
  const request = useFeatureDispatch(performerFeature);
  const { role, gate } = useViewer();
  const bookmarked = useAppSelector((s) => selectIsBookmarked(s, profile._id));
  const bookmarkPending = useAppSelector((s) => selectBookmarkPending(s, profile._id));
  const me = useAppSelector(selectCurrentUser);
  // Another creator (or the owner's fan preview) sees the fan buttons inert.
  const disabled = role === 'creator' || preview;
  // visitors can click: they are told to log in (reference §5.2)
  const gatedProps = {
    type: 'button' as const,
    className: styles.btn,
    disabled,
    title: role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined,
  };
  const name = profile.name || profile.username;

  const toggleBookmark = gate(() =>
    request(
      bookmarked
        ? unbookmarkRequested({ performerId: profile._id })
        : bookmarkRequested({ performerId: profile._id }),
    ),
  );

  return (
    <div className={profileStyles.actions} role="group" aria-label="Creator actions">
      <FollowButton performerId={profile._id} name={name} />
      <button
        {...gatedProps}
        onClick={gate(() =>
          dispatch(tipDialogOpened({ performerId: profile._id, name, avatar: profile.avatar })),
        )}
      >
        <DollarIcon />
        <span>Send tip</span>
      </button>
      {role === 'fan' ? (
        <Link className={styles.btn} href={messagesHref(profile._id)}>
          <MessageIcon />
          <span>Message</span>
        </Link>
      ) : (
        <button {...gatedProps} onClick={gate(() => undefined)}>
          <MessageIcon />
          <span>Message</span>
        </button>
      )}
      <button
        {...gatedProps}
        aria-busy={bookmarkPending || undefined}
        onClick={() => {
          if (!bookmarkPending) toggleBookmark();
        }}
      >
        {bookmarkPending ? (
          <span className={styles.spin} aria-hidden />
        ) : (
          <StarIcon filled={bookmarked} className={bookmarked ? styles.starred : undefined} />
        )}
        <span>{bookmarked ? 'Remove bookmark' : 'Bookmark'}</span>
      </button>
      {role === 'fan' && !preview && profile.isSubscribed && profile.privateChatPrice > 0 ? (
        <LazyPrivateShowButton
          performerId={profile._id}
          name={name}
          pricePerMinute={profile.privateChatPrice}
          balance={me?.balance ?? 0}
        />
      ) : null}
      {/* sharing is how visitors bring others: no login needed */}
      <ShareProfileButton profile={profile} />
      {/* anyone signed in may report (reference §6.3), never themselves; visitors are sent to log in first */}
      <ReportAction
        target="performer"
        targetId={profile._id}
        performerId={profile._id}
        className={styles.btn}
        hidden={preview}
      />
    </div>
  );
}
