// The creator profile page body (reference §2.3 /[profileId], §2.5): profile, or the API's error as a Result.
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useToast } from '@/components/toast-provider';
import { selectUi } from '@/features/ui/ui-slice';
import { profilePollingStarted, profilePollingStopped, selectProfile } from '../performer-slice';
import { ProfileAbout } from './profile-about';
import { ProfileActions } from './profile-actions';
import { ProfileHeader } from './profile-header';
import { ProfileSeo } from './profile-seo';
import { ProfileTabs } from './profile-tabs';
import { SubscriptionOptions } from './subscription-options';
import styles from './performer.module.css';

// Error results carry large illustrations: only pages that fail load them.
const ProfileError = dynamic(() => import('./profile-error').then((m) => m.ProfileError));
const WelcomeVideo = dynamic(() => import('./welcome-video').then((m) => m.WelcomeVideo), { ssr: false });

export function ProfileView({ origin, msg }: { origin: string; msg?: string }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const { current: profile, error, status } = useAppSelector(selectProfile);
  const { siteName } = useAppSelector(selectUi);
  const performerId = profile?._id ?? '';

  // live / online flags stay fresh while the page is open (reference §2.5: every 15 s)
  useEffect(() => {
    if (!performerId) return undefined;
    dispatch(profilePollingStarted({ performerId }));
    return () => {
      dispatch(profilePollingStopped());
    };
  }, [dispatch, performerId]);

  useEffect(() => {
    if (msg) void toast.info(msg);
  }, [msg, toast]);

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
        <ProfileTabs />
      </div>
      {profile.activateWelcomeVideo && profile.welcomeVideoPath ? (
        <WelcomeVideo
          performerId={profile._id}
          name={profile.name || profile.username}
          src={profile.welcomeVideoPath}
          active={profile.activateWelcomeVideo}
        />
      ) : null}
    </article>
  );
}
