// A fan's live room (reference §5.5 "Viewer", issue 12): a paid session asks for the purchase first (a modal
// that cannot be dismissed by accident; Cancel leaves); then the chat and the socket room, and the video
// through the engine the API names (autoplay muted, Unmute), the timer, how many watch, the creator, Tip
// (its "X tipped $Y" line reaches everyone), Leave; the creator leaving ends the page with a notice.
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { Link } from '@/components/link';
import { EyeIcon } from '@/components/icons';
import { DEFAULT_AVATAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/notify';
import { toApiError } from '@/lib/api-error';
import { formatExact } from '@/lib/money';
import { useIntent } from '@/lib/use-intent';
import { useFeature } from '@/store/use-feature';
import { streamMessageFeature } from '../stream-message-feature';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { tipDialogOpened } from '@/features/wallet';
import * as api from '../api';
import { liveRoomEntered, selectStreaming } from '../streaming-slice';
import { streamChatReset } from '../stream-message-slice';
import { liveRoomJoinRequested, liveRoomLeaveRequested } from '../streaming-requests';
import type { LivePerson, LiveStream } from '../types';
import { PlainDialog } from '@/components/plain-dialog';
import { LiveVideo } from './live-video';
import { StreamChat } from './stream-chat';
import { formatDuration, useElapsed } from './use-elapsed';
import { useLiveMedia } from './use-live-media';
import { usePlayedStream } from './use-played-stream';
import styles from './live.module.css';

interface Props {
  performer: LivePerson;
  stream: LiveStream;
}

export function ViewerLive({ performer, stream: initial }: Props) {
  useFeature(streamMessageFeature);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const notify = useNotify();
  const user = useAppSelector(selectCurrentUser);
  const { watching, ended } = useAppSelector(selectStreaming);
  const [stream, setStream] = useState(initial);
  const allowed = stream.isFree || stream.hasPurchased;
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState('');
  const [intentKey, renewIntent] = useIntent();
  const media = useLiveMedia(allowed ? stream._id : null);
  const remote = usePlayedStream(media.media, stream.performerId);
  const [startedAt] = useState(() => Date.now() - stream.streamingTime * 1000);
  const elapsed = useElapsed(startedAt);
  const conversationId = stream.conversationId;
  const profileHref = paths.profile(performer.username || performer._id);
  const name = performer.name || performer.username;

  useEffect(() => {
    if (!allowed) return;
    dispatch(liveRoomEntered());
    dispatch(liveRoomJoinRequested({ conversationId }));
    return () => {
      dispatch(liveRoomLeaveRequested({ conversationId }));
      dispatch(streamChatReset());
    };
  }, [allowed, conversationId, dispatch]);

  // the creator left, an operator ended it, or access was revoked: say so and go back to the profile
  const over =
    ended && ended.conversationId === conversationId
      ? ended.message
      : media.state === 'ended'
        ? media.message
        : '';
  useEffect(() => {
    if (!over) return;
    notify.info(over);
    // the profile shows the notice too (?msg=), as the page it was on goes away
    void router.push(`${profileHref}?msg=${encodeURIComponent(over)}`);
  }, [over, notify, router, profileHref]);

  const buy = async () => {
    setBuying(true);
    setBuyError('');
    try {
      const bought = await api.buyStream(stream._id, intentKey);
      renewIntent();
      setStream((s) => ({ ...s, ...bought, hasPurchased: true, conversationId: s.conversationId }));
    } catch (err) {
      setBuyError(toApiError(err, 'The purchase did not go through, please try again').message);
    } finally {
      setBuying(false);
    }
  };

  const balance = user?.balance ?? 0;
  const short = balance < stream.price;
  const viewers =
    watching && watching.conversationId === conversationId
      ? watching.members.filter((m) => m._id !== stream.performerId).length
      : 0;

  return (
    <div className={styles.page}>
      <div>
        <div className={styles.bar}>
          <img
            src={performer.avatar || DEFAULT_AVATAR}
            alt=""
            width={40}
            height={40}
            style={{ borderRadius: '50%' }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <h1 style={{ margin: 0, fontSize: 20 }}>{stream.title || `${name} is live`}</h1>
            <Link href={profileHref}>{name}</Link>
          </div>
          <span className={styles.badge}>● LIVE</span>
          <span role="timer" aria-label="Live for">
            {formatDuration(elapsed)}
          </span>
          <span className={styles.viewers}>
            <EyeIcon /> {viewers}
            <span className="sr-only"> watching</span>
          </span>
        </div>
        <div className={styles.stage}>
          <LiveVideo
            stream={remote}
            label={`${name}'s live video`}
            waiting={
              !allowed
                ? 'Buy this live to watch'
                : media.state === 'failed'
                  ? media.message || 'The video could not start'
                  : `Waiting for ${name}'s video…`
            }
          />
        </div>
        {stream.description ? <p>{stream.description}</p> : null}
        <div className={styles.bar}>
          <button
            type="button"
            className={`${styles.btn} ${styles.primary}`}
            disabled={!allowed}
            onClick={() =>
              dispatch(
                tipDialogOpened({
                  performerId: stream.performerId,
                  name,
                  avatar: performer.avatar,
                  live: { conversationId, sessionId: stream.sessionId },
                }),
              )
            }
          >
            Send tip
          </button>
          <button type="button" className={styles.btn} onClick={() => void router.push(profileHref)}>
            Leave
          </button>
        </div>
      </div>
      {allowed ? <StreamChat conversationId={conversationId} /> : null}
      <PlainDialog
        open={!allowed}
        title={`Join ${name} live chat`}
        confirmLabel={`Pay ${formatExact(stream.price)}`}
        cancelLabel="Leave"
        dismissible={false}
        busy={buying}
        confirmDisabled={short}
        onConfirm={() => void buy()}
        onCancel={() => void router.push(profileHref)}
      >
        <p>
          This live is paid: {formatExact(stream.price)} from your wallet, once for the whole session. Your
          balance is {formatExact(balance)}.
        </p>
        {short ? (
          <p className={styles.error}>
            You have an insufficient wallet balance. Please top up.{' '}
            <Link href={paths.wallet}>Top up your wallet</Link>
          </p>
        ) : null}
        {buyError ? (
          <p className={styles.error} role="alert">
            {buyError}
          </p>
        ) : null}
      </PlainDialog>
    </div>
  );
}
