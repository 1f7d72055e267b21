// The open conversation: its person, the messages in a virtualised list (react-virtuoso: a thread of thousands
// keeps a few dozen nodes; grouped by sender, a timestamp when ≥ 1 h passed, older ones loading at the top
// without moving what you read), and the composer — disabled, with the reference's words and
// the profile link, when the fan is not subscribed or is blocked.
import { useMemo } from 'react';
import { Virtuoso } from 'react-virtuoso';
import Link from 'next/link';
import { DEFAULT_AVATAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDates } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth/auth-slice';
import { selectMessages } from '../message-slice';
import { loadMoreRequested } from '../messaging-saga';
import { Composer } from './composer';
import type { Conversation, Message } from '../types';
import { MessageBubble } from './message-bubble';
import styles from './messenger.module.css';

const HOUR_MS = 3_600_000;
/** Virtuoso's index of the first message ever loaded; older pages take the indexes below it. */
const FIRST_INDEX = 1_000_000;

/** Where a timestamp goes: before the first message and after every gap of an hour or more. */
export function needsStamp(items: Message[], i: number): boolean {
  if (i === 0) return true;
  return Date.parse(items[i].createdAt) - Date.parse(items[i - 1].createdAt) >= HOUR_MS;
}

export function Thread({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  const dates = useDates();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectAuthUser);
  const { conversationMap, buy } = useAppSelector(selectMessages);
  const list = conversationMap[conversation._id];
  const items = useMemo(() => list?.items ?? [], [list?.items]);
  const held = items.filter((m) => m.delivery === 'sent').length;
  // Virtuoso keeps the view when older messages go on top: the first item's index falls as they load
  const firstItemIndex = FIRST_INDEX + Math.max(0, (list?.total ?? 0) - held);

  const loadOlder = () => {
    if (!list || list.fetching || held >= list.total) return;
    dispatch(loadMoreRequested({ conversationId: conversation._id }));
  };

  const person = conversation.recipient;
  const canWrite = conversation.isSubscribed && !conversation.isBlocked;
  return (
    <section className={styles.thread} aria-label={`Conversation with ${person.name}`}>
      <header className={styles.threadHead}>
        <button type="button" className={styles.back} onClick={onBack}>
          ← Back
        </button>
        <img src={person.avatar || DEFAULT_AVATAR} alt="" width={36} height={36} />
        <div style={{ minWidth: 0 }}>
          <div className={styles.name}>
            {person.isPerformer && person.username ? (
              <Link href={paths.profile(person.username)}>{person.name}</Link>
            ) : (
              person.name
            )}
          </div>
          <div className={styles.preview}>{person.isOnline ? 'Online' : 'Offline'}</div>
        </div>
      </header>
      <div className={styles.scroller} role="log" aria-label="Messages" aria-live="polite">
        {list?.error ? (
          <p role="alert" className={styles.error}>
            {list.error}
          </p>
        ) : null}
        {list && !list.fetching && !items.length && !list.error ? (
          <p className={styles.empty}>No message yet. Say hello!</p>
        ) : null}
        {!list || (list.fetching && !list.isLoadMore && !items.length) ? (
          <p className={styles.empty} role="status">
            Loading messages…
          </p>
        ) : null}
        {items.length ? (
          <Virtuoso
            className={styles.virtual}
            data={items}
            firstItemIndex={firstItemIndex}
            initialTopMostItemIndex={items.length - 1}
            startReached={loadOlder}
            // stay at the newest message when already there, and always after sending one
            followOutput={(atBottom) =>
              atBottom || items[items.length - 1]?.senderId === me?._id ? 'auto' : false
            }
            computeItemKey={(_, m) => m.clientId || m._id}
            components={{
              Header: () =>
                list?.fetching && list.isLoadMore ? (
                  <p className={styles.stamp}>Loading older messages…</p>
                ) : null,
            }}
            itemContent={(index, m) => {
              const i = index - firstItemIndex;
              const stamp = needsStamp(items, i);
              const groupStart = stamp || items[i - 1]?.senderId !== m.senderId;
              return (
                <div className={styles.item2}>
                  {stamp ? <p className={styles.stamp}>{dates.dayTime(m.createdAt)}</p> : null}
                  <MessageBubble
                    message={m}
                    mine={m.senderId === me?._id}
                    groupStart={groupStart}
                    buyError={buy.id === m._id ? (buy.error ?? undefined) : undefined}
                  />
                </div>
              );
            }}
          />
        ) : null}
      </div>
      {canWrite ? (
        <Composer conversationId={conversation._id} isCreator={Boolean(me?.isPerformer)} />
      ) : (
        <div className={styles.notice} role="note">
          {conversation.isBlocked
            ? 'This creator has blocked you!'
            : 'Please subscribe to this creator to start the conversation!'}{' '}
          {person.username && !conversation.isBlocked ? (
            <Link href={paths.profile(person.username)}>Go to {person.name}’s profile</Link>
          ) : null}
        </div>
      )}
    </section>
  );
}
