// A private 1:1 show (issue 12): only its fan and creator get here (the API refuses others). The fan waits
// for the creator to accept (requests expire after two minutes); then both send camera and microphone and
// see each other, with the call timer and what it costs; either side ends it; an empty wallet ends it too.
// The page stays in the show's socket room while open: a side gone from it for 30 s ends the show (issue 20),
// and whatever ended it, the page says why (the socket event, or the show read again after a reconnect).
import { useEffect, useState } from 'react';
import { useRouter } from 'next/router';
import { paths } from '@/config/paths';
import { formatExact } from '@/lib/money';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { selectSocketStatus } from '@/features/realtime';
import { useFeature } from '@/store/use-feature';
import { streamMessageFeature } from '../stream-message-feature';
import * as api from '../api';
import { streamChatReset } from '../stream-message-slice';
import { liveRoomJoinRequested, liveRoomLeaveRequested } from '../streaming-requests';
import { liveRoomEntered, selectStreaming } from '../streaming-slice';
import type { PrivateShow } from '../types';
import { PlainDialog } from '@/components/plain-dialog';
import { LiveVideo } from './live-video';
import { useCamera } from './use-camera';
import { formatDuration, useElapsed } from './use-elapsed';
import { useLiveMedia } from './use-live-media';
import { usePlayedStream } from './use-played-stream';
import styles from './live.module.css';

export function PrivateShowRoom({ show: initial }: { show: PrivateShow }) {
  useFeature(streamMessageFeature);
  const dispatch = useAppDispatch();
  const socketStatus = useAppSelector(selectSocketStatus);
  const router = useRouter();
  const me = useAppSelector(selectCurrentUser);
  const { acceptedShow, ended } = useAppSelector(selectStreaming);
  const [show, setShow] = useState(initial);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const isCreator = me?._id === show.performer._id;
  const other = isCreator ? show.fan : show.performer;
  const otherName = other.name || other.username;
  const accepted = Boolean(show.acceptedAt) || acceptedShow === show.conversationId;
  const camera = useCamera('', '', accepted && !show.ended);
  const media = useLiveMedia(accepted && !show.ended ? show._id : null);
  const remote = usePlayedStream(media.media, other._id);
  const [startedAt] = useState(() => (show.acceptedAt ? new Date(show.acceptedAt).getTime() : Date.now()));
  const elapsed = useElapsed(accepted ? startedAt : null);
  const leaveTo = isCreator ? paths.home : paths.profile(show.performer.username || show.performer._id);

  useEffect(() => {
    dispatch(liveRoomEntered());
  }, [dispatch]);

  // present in the show's room while the page is open (the saga joins again after every reconnect)
  const { conversationId } = show;
  useEffect(() => {
    if (show.ended) return;
    dispatch(liveRoomJoinRequested({ conversationId }));
    return () => {
      dispatch(liveRoomLeaveRequested({ conversationId }));
      dispatch(streamChatReset());
    };
  }, [show.ended, conversationId, dispatch]);

  // an end announced while this page's socket was down: read the show again once it is back
  useEffect(() => {
    if (socketStatus !== 'connected' || show.ended) return;
    void api
      .privateShow(conversationId)
      .then((fresh) => {
        if (fresh.ended) setShow(fresh);
      })
      .catch(() => undefined);
  }, [socketStatus, show.ended, conversationId]);

  // the fan's page learns of the acceptance over the socket; the show (with its start) is read again
  useEffect(() => {
    if (acceptedShow !== show.conversationId || show.acceptedAt) return;
    void api
      .privateShow(show.conversationId)
      .then(setShow)
      .catch(() => undefined);
  }, [acceptedShow, show.conversationId, show.acceptedAt]);

  useEffect(() => {
    if (media.media && camera.stream) void media.media.publish(camera.stream).catch(() => undefined);
  }, [media.media, camera.stream]);

  // the other side ended, the wallet ran out, or access was revoked: the notice stays on the page
  const over =
    ended && ended.conversationId === show.conversationId
      ? ended.message
      : media.state === 'ended'
        ? media.message
        : '';
  useEffect(() => {
    if (over) void media.media?.leave();
  }, [over, media.media]);

  const leave = async () => {
    await api.leavePrivateShow(show.conversationId).catch(() => undefined);
    await media.media?.leave();
    void router.push(leaveTo);
  };

  if (show.ended || over)
    return (
      <div className={styles.panel} role="status">
        <h2 style={{ marginTop: 0 }}>{over || show.endMessage || 'This private show has ended.'}</h2>
        {!isCreator && (show.endReason === 'balance' || /balance/.test(over)) ? (
          <p>
            <a href={paths.wallet}>Top up your wallet</a> to ask for another show.
          </p>
        ) : null}
        <button type="button" className={styles.btn} onClick={() => void router.push(leaveTo)}>
          Back
        </button>
      </div>
    );

  if (!accepted)
    return (
      <div className={styles.panel} role="status">
        <h2 style={{ marginTop: 0 }}>Waiting for {otherName} to accept…</h2>
        <p>
          The show costs {formatExact(show.pricePerMinute)} for each started minute, from your wallet. Nothing
          is charged unless {otherName} accepts. Requests expire after two minutes.
        </p>
        <button type="button" className={styles.btn} onClick={() => void leave()}>
          Cancel request
        </button>
      </div>
    );

  const charged = Math.floor(elapsed / 60) + 1;
  return (
    <div>
      <div className={styles.bar}>
        <span className={styles.badge}>● Private show</span>
        <span>with {otherName}</span>
        <span role="timer" aria-label="Call time">
          {formatDuration(elapsed)}
        </span>
        <span>
          {formatExact(show.pricePerMinute)} / started minute · {charged}{' '}
          {charged === 1 ? 'minute' : 'minutes'} · {formatExact(charged * show.pricePerMinute)}{' '}
          {isCreator ? 'earned (before commission)' : 'charged'}
        </span>
        {!isCreator ? (
          <span>
            Balance: <strong>{formatExact(me?.balance ?? 0)}</strong>
          </span>
        ) : null}
      </div>
      <div className={styles.stage}>
        <LiveVideo stream={remote} label={`${otherName}'s video`} waiting={`Connecting to ${otherName}…`} />
        {camera.stream ? (
          <LiveVideo stream={camera.stream} self label="Your camera" className={styles.pip} />
        ) : null}
      </div>
      {camera.error ? (
        <p className={styles.alert} role="alert">
          {camera.error}
        </p>
      ) : null}
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.btn} ${styles.danger}`}
          onClick={() => setConfirmEnd(true)}
        >
          End private show
        </button>
      </div>
      <PlainDialog
        open={confirmEnd}
        title="End the private show?"
        confirmLabel="End show"
        danger
        onConfirm={() => void leave()}
        onCancel={() => setConfirmEnd(false)}
      >
        <p>The minutes started so far stay charged.</p>
      </PlainDialog>
    </div>
  );
}
