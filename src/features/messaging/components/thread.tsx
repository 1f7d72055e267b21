// The open conversation: its person, the messages in a virtualised list (react-virtuoso: a thread of thousands
// keeps a few dozen nodes; grouped by sender, a timestamp when ≥ 1 h passed, older ones loading at the top
// without moving what you read), and the composer — replaced by the reference's words and the profile link
// when the fan is not subscribed or is blocked. Opening a conversation puts the focus in the composer (or on
// that notice). The messages are one tab stop with a roving focus (WAI-ARIA's pattern for composite widgets):
// ↑ and ↓ move between messages, Tab reaches the current one's controls, then the composer.
import { forwardRef, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Virtuoso, type ScrollerProps } from 'react-virtuoso';
import { Link } from '@/components/link';
import { DEFAULT_AVATAR } from '@/config/constants';
import { paths } from '@/config/paths';
import { useDates } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectAuthUser } from '@/features/auth';
import { selectMessages } from '../message-slice';
import { loadMoreRequested } from '../messaging-requests';
import { Composer } from './composer';
import { canWrite as mayWrite, type Conversation, type Message } from '../types';
import { MessageBubble, messageKey } from './message-bubble';
import styles from './messenger.module.css';
import { useFeature } from '@/store/use-feature';
import { messageFeature } from '../message-feature';

const HOUR_MS = 3_600_000;
/** Virtuoso's index of the first message ever loaded; older pages take the indexes below it. */
const FIRST_INDEX = 1_000_000;

/** Where a timestamp goes: before the first message and after every gap of an hour or more. */
export function needsStamp(items: Message[], i: number): boolean {
  if (i === 0) return true;
  return Date.parse(items[i].createdAt) - Date.parse(items[i - 1].createdAt) >= HOUR_MS;
}

/** Virtuoso's scroller, out of the tab order: the messages themselves are the list's one tab stop. */
const Scroller = forwardRef<HTMLDivElement, ScrollerProps & { context?: unknown }>(function Scroller(
  { context: _context, ...props },
  ref,
) {
  return <div {...props} ref={ref} tabIndex={-1} />;
});

/** Focuses a message's row once the list has rendered it (a few frames at most). */
function focusRow(root: HTMLElement | null, key: string, tries = 10) {
  const row = root?.querySelector<HTMLElement>(`[data-message-key="${CSS.escape(key)}"]`);
  if (row) row.focus();
  else if (tries > 0) requestAnimationFrame(() => focusRow(root, key, tries - 1));
}

export function Thread({ conversation, onBack }: { conversation: Conversation; onBack: () => void }) {
  useFeature(messageFeature);
  const dates = useDates();
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectAuthUser);
  const { conversationMap } = useAppSelector(selectMessages);
  const list = conversationMap[conversation._id];
  const items = useMemo(() => list?.items ?? [], [list?.items]);
  const logRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // the message holding the list's tab stop: the newest until the reader moves
  const [current, setCurrent] = useState<{ key: string; index: number } | null>(null);
  const keys = useMemo(() => items.map(messageKey), [items]);
  const currentKey =
    current && keys.includes(current.key)
      ? current.key
      : (keys[Math.min(current?.index ?? keys.length - 1, keys.length - 1)] ?? '');

  // a message that had the focus went away (the reader deleted it): the focus goes to its neighbour. The list
  // may take the row out of the page a frame after the data, so a focus still inside the gone row counts too.
  useEffect(() => {
    if (!current || keys.includes(current.key) || !currentKey) return;
    const active = document.activeElement;
    const goneRow = active?.closest<HTMLElement>('[data-message-key]');
    if (!active || active === document.body || goneRow?.dataset.messageKey === current.key)
      focusRow(logRef.current, currentKey);
  }, [current, keys, currentKey]);
  const held = items.filter((m) => m.delivery === 'sent').length;
  // Virtuoso keeps the view when older messages go on top: the first item's index falls as they load
  const firstItemIndex = FIRST_INDEX + Math.max(0, (list?.total ?? 0) - held);

  const loadOlder = () => {
    if (!list || list.fetching || held >= list.total) return;
    dispatch(loadMoreRequested({ conversationId: conversation._id }));
  };

  const person = conversation.recipient;
  const canWrite = mayWrite(conversation);

  // nothing to write in: the reader lands on why (the composer takes the focus itself when there is one)
  useEffect(() => {
    if (!canWrite) noticeRef.current?.focus({ preventScroll: true });
  }, [canWrite]);

  const onListKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const row = (e.target as HTMLElement).closest<HTMLElement>('[data-message-key]');
    if (!row) return;
    e.preventDefault();
    const at = keys.indexOf(row.dataset.messageKey ?? '');
    const next = at + (e.key === 'ArrowUp' ? -1 : 1);
    if (next < 0) {
      loadOlder();
      return;
    }
    if (at < 0 || next >= keys.length) return;
    setCurrent({ key: keys[next], index: next });
    focusRow(logRef.current, keys[next]);
  };

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
      <div
        ref={logRef}
        className={styles.scroller}
        role="log"
        aria-label="Messages"
        aria-live="polite"
        aria-describedby={`keys-${conversation._id}`}
        onKeyDown={onListKey}
        onFocus={(e) => {
          const row = (e.target as HTMLElement).closest<HTMLElement>('[data-message-key]');
          const key = row?.dataset.messageKey;
          if (key && key !== current?.key) setCurrent({ key, index: keys.indexOf(key) });
        }}
      >
        <span id={`keys-${conversation._id}`} className="sr-only">
          Use the up and down arrow keys to move between messages.
        </span>
        {list?.error ? (
          <p role="alert" className={styles.error}>
            {list.error}
          </p>
        ) : null}
        {list && !list.fetching && !items.length && !list.error && canWrite ? (
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
            computeItemKey={(_, m) => messageKey(m)}
            // the neighbours of the focused message stay rendered, so ↑ and ↓ always find them
            increaseViewportBy={{ top: 400, bottom: 400 }}
            components={{
              Scroller,
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
                    tabbable={messageKey(m) === currentKey}
                    sender={person.name}
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
        <div className={styles.notice} role="note" ref={noticeRef} tabIndex={-1}>
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
