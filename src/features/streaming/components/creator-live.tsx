// The creator's live page (reference §5.5 "Creator", issue 12): connection status, camera preview with device
// pickers, "Update stream information", then publishing through the engine the API names; the live header
// (call timer, balance, "Live streaming" badge, mute camera / microphone, who watches), the editable
// description, clearing the chat, and ending with a confirmation. The session itself (go live, resume, the
// live signal, the duration, the end) is the live session's slice and saga; this page keeps the view, the
// camera and the media engine.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { useIntent } from '@/lib/use-intent';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { paths } from '@/config/paths';
import { useFeature } from '@/store/use-feature';
import { streamMessageFeature } from '../stream-message-feature';
import { liveSessionFeature } from '../live-session-feature';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { selectSocketStatus } from '@/features/realtime';
import {
  creatorLiveClosed,
  creatorLiveOpened,
  endRequested,
  goLiveRequested,
  livePublished,
  liveVideoFailed,
  openSessionEndRequested,
  resumeRequested,
  selectLiveSession,
} from '../live-session-slice';
import { selectStreaming } from '../streaming-slice';
import { streamChatReset } from '../stream-message-slice';
import { streamChatClearRequested } from '../streaming-requests';
import { GoLiveForm } from './go-live-form';
import { DescriptionForm, DevicePickers, OpenSessionPanel, WatchingList } from './live-panels';
import { PlainDialog } from '@/components/plain-dialog';
import { LiveVideo } from './live-video';
import { StreamChat } from './stream-chat';
import { useCamera } from './use-camera';
import { formatDuration, useElapsed } from './use-elapsed';
import { useLiveMedia } from './use-live-media';
import styles from './live.module.css';

export function CreatorLive() {
  useFeature(streamMessageFeature);
  useFeature(liveSessionFeature);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const user = useAppSelector(selectCurrentUser);
  const socket = useAppSelector(selectSocketStatus);
  const { watching } = useAppSelector(selectStreaming);
  const { phase, stream, openSession, startedAt, error } = useAppSelector(selectLiveSession);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const camera = useCamera(cameraId, microphoneId);
  const [intentKey, renewIntent] = useIntent();
  const media = useLiveMedia(stream?._id ?? null);
  const elapsed = useElapsed(startedAt);
  const [muted, setMuted] = useState({ audio: false, video: false });
  const [confirm, setConfirm] = useState<'end' | 'clear' | null>(null);

  useEffect(() => {
    dispatch(creatorLiveOpened());
    return () => {
      dispatch(creatorLiveClosed());
    };
  }, [dispatch]);

  // the session this click created has an answer: the next click is a new intent
  const streamId = stream?._id;
  useEffect(() => {
    if (streamId) renewIntent();
  }, [streamId, renewIntent]);

  const connected = socket === 'connected';
  const conversationId = stream?.conversationId ?? '';

  // publish once the engine is ready; the saga then tells the room and starts the timer
  const publisher = media.media;
  const preview = camera.stream;
  useEffect(() => {
    if (!publisher || !preview || !conversationId || phase !== 'connecting') return;
    let cancelled = false;
    publisher
      .publish(preview)
      .then(() => {
        if (!cancelled) dispatch(livePublished());
      })
      .catch((err: unknown) =>
        dispatch(liveVideoFailed(toApiError(err, 'Could not start the video').message)),
      );
    return () => {
      cancelled = true;
    };
  }, [publisher, preview, conversationId, phase, dispatch]);

  // the end is saved: leave the media and the chat, then go to the profile
  const ended = phase === 'ended';
  const profile = paths.profile(user?.username || user?._id || '');
  useEffect(() => {
    if (!ended) return;
    void (async () => {
      await publisher?.leave();
      dispatch(streamChatReset());
      void router.push(profile);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the end is saved
  }, [ended]);

  const toggle = (kind: 'audio' | 'video') => {
    const next = !muted[kind];
    media.media?.setMuted(kind, next);
    camera.stream?.getTracks().forEach((t) => {
      if (t.kind === kind) t.enabled = !next;
    });
    setMuted((m) => ({ ...m, [kind]: next }));
  };

  const live = startedAt !== null;
  const viewers =
    watching && watching.conversationId === conversationId
      ? watching.members.filter((m) => m._id !== user?._id)
      : [];

  return (
    <div className={styles.page}>
      <div>
        {!connected ? (
          <p role="status" className={styles.muted}>
            Initiating connection…
          </p>
        ) : null}
        {live ? (
          <div className={styles.bar} aria-label="Live status">
            <span className={styles.badge}>● Live streaming</span>
            <span aria-label="Call time" role="timer">
              {formatDuration(elapsed)}
            </span>
            <span>
              Balance: <strong data-testid="live-balance">{formatExact(user?.balance ?? 0)}</strong>
            </span>
            <span>{viewers.length} watching</span>
          </div>
        ) : null}
        <div className={styles.stage}>
          <LiveVideo
            stream={camera.stream}
            self
            label="Your camera"
            waiting={camera.error ? undefined : 'Starting your camera…'}
          />
          {camera.error ? (
            <div className={styles.overlay} role="alert">
              {camera.error}
            </div>
          ) : null}
        </div>
        {media.state === 'failed' || media.state === 'ended' || media.state === 'reconnecting' ? (
          <p className={styles.alert} role="alert">
            {media.message ||
              (media.state === 'reconnecting' ? 'Reconnecting the video…' : 'The video connection was lost')}
          </p>
        ) : null}
        {error ? (
          <p className={styles.alert} role="alert">
            {error}
          </p>
        ) : null}
        {live && stream ? (
          <>
            <div className={styles.bar}>
              <button
                type="button"
                className={styles.btn}
                aria-pressed={muted.video}
                onClick={() => toggle('video')}
              >
                {muted.video ? 'Turn camera on' : 'Turn camera off'}
              </button>
              <button
                type="button"
                className={styles.btn}
                aria-pressed={muted.audio}
                onClick={() => toggle('audio')}
              >
                {muted.audio ? 'Unmute microphone' : 'Mute microphone'}
              </button>
              <button type="button" className={styles.btn} onClick={() => setConfirm('clear')}>
                Clear chat
              </button>
              <button
                type="button"
                className={`${styles.btn} ${styles.danger}`}
                onClick={() => setConfirm('end')}
              >
                End live
              </button>
            </div>
            <DescriptionForm stream={stream} />
            <WatchingList viewers={viewers} />
          </>
        ) : (
          <>
            <DevicePickers
              camera={camera}
              cameraId={cameraId}
              microphoneId={microphoneId}
              disabled={Boolean(stream)}
              onCamera={setCameraId}
              onMicrophone={setMicrophoneId}
            />
            {stream ? (
              <p role="status" className={styles.muted}>
                Connecting the video…
              </p>
            ) : openSession ? (
              <OpenSessionPanel
                stream={openSession}
                canResume={connected && Boolean(camera.stream)}
                onResume={() => dispatch(resumeRequested())}
                onEnd={() => dispatch(openSessionEndRequested())}
              />
            ) : (
              <GoLiveForm
                defaultPrice={user?.publicChatPrice ?? 0}
                disabled={!connected || !camera.stream}
                busy={phase === 'starting'}
                error=""
                onSubmit={(input) => dispatch(goLiveRequested({ input, intentKey }))}
              />
            )}
          </>
        )}
      </div>
      {conversationId ? <StreamChat conversationId={conversationId} /> : null}
      <PlainDialog
        open={confirm === 'end'}
        title="End this live session?"
        confirmLabel="End live"
        danger
        busy={phase === 'ending' || ended}
        onConfirm={() => dispatch(endRequested())}
        onCancel={() => setConfirm(null)}
      >
        <p>Viewers will see that the session has ended.</p>
      </PlainDialog>
      <PlainDialog
        open={confirm === 'clear'}
        title="Clear the chat?"
        confirmLabel="Clear chat"
        danger
        onConfirm={() => {
          setConfirm(null);
          dispatch(streamChatClearRequested({ conversationId }));
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>Every message of this live is removed for everyone.</p>
      </PlainDialog>
    </div>
  );
}
