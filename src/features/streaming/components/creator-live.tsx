// The creator's live page (reference §5.5 "Creator", issue 12): connection status, camera preview with device
// pickers, "Update stream information", then publishing through the engine the API names; the live header
// (call timer, balance, "Live streaming" badge, mute camera / microphone, who watches), the editable
// description, the duration reported every 15 s, clearing the chat, and ending with a confirmation.
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useIntent } from '@/lib/use-intent';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { paths } from '@/config/paths';
import { useInjectSaga } from '@/store/inject-saga';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { balanceRefreshRequested, selectCurrentUser } from '@/features/user/user-slice';
import { selectSocketStatus } from '@/features/realtime/realtime-slice';
import * as api from '../api';
import { liveRoomEntered, selectStreaming } from '../streaming-slice';
import { streamChatReset } from '../stream-message-slice';
import { emitWithAck, liveRoomJoinRequested, liveRoomLeaveRequested, streamingSaga } from '../streaming-saga';
import type { LiveStream } from '../types';
import { GoLiveForm } from './go-live-form';
import { DescriptionForm, DevicePickers, OpenSessionPanel, WatchingList } from './live-panels';
import { LiveDialog } from './live-dialog';
import { LiveVideo } from './live-video';
import { StreamChat } from './stream-chat';
import { useCamera } from './use-camera';
import { formatDuration, useElapsed } from './use-elapsed';
import { useLiveMedia } from './use-live-media';
import styles from './live.module.css';

const DURATION_REPORT_MS = 15_000;

export function CreatorLive() {
  useInjectSaga('streaming', streamingSaga);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const user = useAppSelector(selectCurrentUser);
  const socket = useAppSelector(selectSocketStatus);
  const { watching } = useAppSelector(selectStreaming);
  const [cameraId, setCameraId] = useState('');
  const [microphoneId, setMicrophoneId] = useState('');
  const camera = useCamera(cameraId, microphoneId);
  const [stream, setStream] = useState<LiveStream | null>(null);
  const [starting, setStarting] = useState(false);
  const [startError, setStartError] = useState('');
  const [intentKey, renewIntent] = useIntent();
  const media = useLiveMedia(stream?._id ?? null);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const elapsed = useElapsed(startedAt);
  const elapsedRef = useRef(0);
  useEffect(() => {
    elapsedRef.current = elapsed;
  }, [elapsed]);
  const [muted, setMuted] = useState({ audio: false, video: false });
  const [confirm, setConfirm] = useState<'end' | 'clear' | null>(null);
  const [busy, setBusy] = useState(false);
  // a session still open from before (a reload, a closed tab): resumed rather than replaced
  const [openSession, setOpenSession] = useState<LiveStream | null>(null);
  const userId = user?._id ?? '';
  const onAir = user?.live === true;
  // the account says whether a live is on air (read again here: another tab may have started one); only then
  // is there a session to fetch, so a creator with none asks nothing (the join answers 422 without one)
  useEffect(() => {
    dispatch(balanceRefreshRequested());
  }, [dispatch]);
  useEffect(() => {
    if (!userId || !onAir) return;
    let cancelled = false;
    api
      .joinStream(userId)
      .then((open) => {
        if (!cancelled) setOpenSession(open);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [userId, onAir]);

  const connected = socket === 'connected';
  const conversationId = stream?.conversationId ?? '';

  // publish once the engine is ready, then tell the room (`public-stream/live`: badge, mails, viewers)
  useEffect(() => {
    if (!media.media || !camera.stream || !conversationId || startedAt !== null) return;
    let cancelled = false;
    media.media
      .publish(camera.stream)
      .then(() => emitWithAck('public-stream/live', { conversationId }))
      .then(() => {
        // a resumed session's timer goes on from what was streamed
        if (!cancelled) setStartedAt(Date.now() - (stream?.streamingTime ?? 0) * 1000);
      })
      .catch((err: unknown) => setStartError(toApiError(err, 'Could not start the video').message));
    return () => {
      cancelled = true;
    };
  }, [media.media, camera.stream, conversationId, startedAt, stream?.streamingTime]);

  // the duration, every 15 s while live (reference §5.5 step 6)
  useEffect(() => {
    if (!stream || startedAt === null) return;
    const timer = setInterval(
      () => void api.setDuration(stream._id, elapsedRef.current).catch(() => undefined),
      DURATION_REPORT_MS,
    );
    return () => clearInterval(timer);
  }, [stream, startedAt]);

  const start = async (input: api.GoLiveInput) => {
    setStarting(true);
    setStartError('');
    try {
      const { stream: created, conversationId: chatId } = await api.goLive(input, intentKey);
      renewIntent();
      dispatch(liveRoomEntered());
      dispatch(liveRoomJoinRequested({ conversationId: chatId }));
      setStream({ ...created, conversationId: chatId });
    } catch (err) {
      setStartError(toApiError(err, 'Could not start the live, please try again').message);
    } finally {
      setStarting(false);
    }
  };

  const resume = (open: LiveStream) => {
    dispatch(liveRoomEntered());
    dispatch(liveRoomJoinRequested({ conversationId: open.conversationId }));
    setOpenSession(null);
    setStream(open);
  };

  const end = async () => {
    if (!stream) return;
    setBusy(true);
    await api.setDuration(stream._id, elapsedRef.current).catch(() => undefined);
    await api.endStream(stream._id).catch(() => undefined);
    dispatch(liveRoomLeaveRequested({ conversationId }));
    await media.media?.leave();
    dispatch(streamChatReset());
    void router.push(paths.profile(user?.username || user?._id || ''));
  };

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
        {startError ? (
          <p className={styles.alert} role="alert">
            {startError}
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
                onResume={() => resume(openSession)}
                onEnd={() =>
                  void api
                    .endStream(openSession._id)
                    .then(() => setOpenSession(null))
                    .catch(() => undefined)
                }
              />
            ) : (
              <GoLiveForm
                defaultPrice={user?.publicChatPrice ?? 0}
                disabled={!connected || !camera.stream}
                busy={starting}
                error=""
                onSubmit={(input) => void start(input)}
              />
            )}
          </>
        )}
      </div>
      {conversationId ? <StreamChat conversationId={conversationId} /> : null}
      <LiveDialog
        open={confirm === 'end'}
        title="End this live session?"
        confirmLabel="End live"
        danger
        busy={busy}
        onConfirm={() => void end()}
        onCancel={() => setConfirm(null)}
      >
        <p>Viewers will see that the session has ended.</p>
      </LiveDialog>
      <LiveDialog
        open={confirm === 'clear'}
        title="Clear the chat?"
        confirmLabel="Clear chat"
        danger
        onConfirm={() => {
          setConfirm(null);
          void api.clearStreamChat(conversationId).catch(() => undefined);
        }}
        onCancel={() => setConfirm(null)}
      >
        <p>Every message of this live is removed for everyone.</p>
      </LiveDialog>
    </div>
  );
}
