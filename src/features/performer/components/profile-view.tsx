// The creator profile page body (reference §2.3 /[profileId], §2.5): profile, or the API's error as a result.
// antd-free (the page is `plain`): the modals below are code-split and bring antd along only when they open.
import { useEffect, useState } from 'react';
import dynamic from 'next/dynamic';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useNotify } from '@/components/notify';
import { OnDemandAntd } from '@/theme/on-demand-antd';
import { selectUi } from '@/features/ui';
import {
  PROFILE_POLL_MS,
  profilePollingStarted,
  profilePollingStopped,
  selectProfile,
} from '../performer-slice';
import { ProfileAbout } from './profile-about';
import { ProfileActions } from './profile-actions';
import { ProfileError } from './profile-error';
import { ProfileHeader } from './profile-header';
import { ProfileSeo } from './profile-seo';
import { ProfileTabs, type ProfileContent } from './profile-tabs';
import { SubscriptionOptions } from './subscription-options';
import { hiddenWelcomeVideos } from './welcome-video-storage';
import styles from './profile.module.css';
import { useFeatureDispatch } from '@/store/use-feature';
import { performerFeature } from '../performer-feature';
import { selectCurrentUser } from '@/features/user';

const WelcomeVideo = dynamic(() => import('./welcome-video').then((m) => m.WelcomeVideo), { ssr: false });

/** Whether the creator's welcome video is due for this viewer (browser only: localStorage). */
function useWelcomeVideoDue(performerId: string, src: string, active: boolean): [boolean, () => void] {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // localStorage is browser-only: decide after hydration
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDue(Boolean(performerId) && active && Boolean(src) && !hiddenWelcomeVideos().includes(performerId));
  }, [active, src, performerId]);
  return [due, () => setDue(false)];
}

export function ProfileView({
  origin,
  msg,
  content,
}: {
  origin: string;
  msg?: string;
  /** the content tabs' lists, from the page */
  content: ProfileContent;
}) {
  const dispatch = useAppDispatch();
  // the saga downloads with the first refresh (below) or the first bookmark, not with the page
  const request = useFeatureDispatch(performerFeature);
  const notify = useNotify();
  const { current: profile, error, status } = useAppSelector(selectProfile);
  const { siteName } = useAppSelector(selectUi);
  const performerId = profile?._id ?? '';
  const viewerId = useAppSelector(selectCurrentUser)?._id;
  // The welcome video greets fans: never its own creator.
  const [welcomeDue, welcomeDone] = useWelcomeVideoDue(
    performerId,
    profile?.welcomeVideoPath ?? '',
    Boolean(profile?.activateWelcomeVideo) && viewerId !== performerId,
  );

  // live / online flags stay fresh while the page is open (reference §2.5: every 15 s): the page has just read
  // them, so the first refresh is due in 15 s, and the saga that polls downloads then
  useEffect(() => {
    if (!performerId) return undefined;
    const due = setTimeout(() => request(profilePollingStarted({ performerId })), PROFILE_POLL_MS);
    return () => {
      clearTimeout(due);
      dispatch(profilePollingStopped());
    };
  }, [dispatch, request, performerId]);

  useEffect(() => {
    if (msg) void notify.info(msg);
  }, [msg, notify]);

  if (error) return <ProfileError error={error} />;
  if (!profile) return status === 'loading' ? <p role="status">Loading...</p> : null;

  return (
    <article className={styles.profile}>
      <ProfileSeo profile={profile} siteName={siteName || 'Fanplatform'} origin={origin} />
      <ProfileHeader profile={profile} />
      <ProfileActions profile={profile} />
      <ProfileAbout profile={profile} />
      <SubscriptionOptions profile={profile} />
      <div className={styles.section}>
        <ProfileTabs content={content} />
      </div>
      {welcomeDue ? (
        <OnDemandAntd>
          <WelcomeVideo
            performerId={profile._id}
            name={profile.name || profile.username}
            src={profile.welcomeVideoPath}
            onClosed={welcomeDone}
          />
        </OnDemandAntd>
      ) : null}
    </article>
  );
}
