// The live chat (reference §5.5): 25 lines a page with "Load earlier", live lines from the room, tips as
// system lines, the sender's own delete, delivery states ("Sending…", "Not sent — Retry"), Enter to send.
import { useEffect, useRef, useState } from 'react';
import { CHAT_TEXT, DEFAULT_AVATAR } from '@/config/constants';
import { LengthHint, tooLong } from '@/components/length-hint';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectCurrentUser } from '@/features/user';
import { selectStreamChat, streamMessageDeleteRequested } from '../stream-message-slice';
import { streamLineRetried, streamLineSubmitted, streamMoreRequested } from '../streaming-requests';
import type { StreamMessage } from '../types';
import styles from './live.module.css';
import { useFeature } from '@/store/use-feature';
import { streamMessageFeature } from '../stream-message-feature';

const MAX_LENGTH = 1000;

function Line({
  line,
  mine,
  onDelete,
  onRetry,
}: {
  line: StreamMessage;
  mine: boolean;
  onDelete: () => void;
  onRetry: () => void;
}) {
  if (line.isSystem)
    return (
      <li className={`${styles.line} ${styles.system}`} data-testid="stream-system-line">
        {line.text}
      </li>
    );
  const name = line.sender.name || line.sender.username || 'Someone';
  return (
    <li className={styles.line} data-testid="stream-line">
      <img src={line.sender.avatar || DEFAULT_AVATAR} alt="" width={28} height={28} />
      <div>
        <span className={styles.name}>{name}</span>
        <span className={line.isDeleted ? styles.muted : undefined}>{line.text}</span>
        {mine && line.delivery === 'sending' ? <div className={styles.muted}>{CHAT_TEXT.sending}</div> : null}
        {mine && line.delivery === 'failed' ? (
          <div className={styles.error} role={line.failure ? 'alert' : undefined}>
            {CHAT_TEXT.notSent} {line.failure?.reason}{' '}
            {line.failure?.final ? null : (
              <button type="button" className={styles.linkish} onClick={onRetry}>
                {CHAT_TEXT.retry}
              </button>
            )}
          </div>
        ) : null}
        {mine && line.delivery === 'sent' && !line.isDeleted ? (
          <div>
            <button
              type="button"
              className={styles.linkish}
              onClick={onDelete}
              aria-label={`Delete your message: ${line.text}`}
            >
              Delete
            </button>
          </div>
        ) : null}
      </div>
    </li>
  );
}

export function StreamChat({
  conversationId,
  canWrite = true,
}: {
  conversationId: string;
  canWrite?: boolean;
}) {
  useFeature(streamMessageFeature);
  const dispatch = useAppDispatch();
  const chat = useAppSelector((s) => selectStreamChat(s, conversationId));
  const me = useAppSelector(selectCurrentUser);
  const [text, setText] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const items = chat?.items ?? [];
  const lastId = items.at(-1)?._id;
  const sent = items.filter((m) => m.delivery === 'sent').length;

  useEffect(() => {
    const list = listRef.current;
    if (list && !chat?.isLoadMore) list.scrollTop = list.scrollHeight;
  }, [lastId, chat?.isLoadMore]);

  const long = tooLong(text, MAX_LENGTH);
  const send = () => {
    const value = text.trim();
    if (!value || long) return;
    dispatch(streamLineSubmitted({ conversationId, text: value }));
    setText('');
  };

  return (
    <section className={`${styles.panel} ${styles.chat}`} aria-label="Live chat">
      <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>Live chat</h2>
      {chat && sent < chat.total ? (
        <button
          type="button"
          className={styles.linkish}
          style={{ alignSelf: 'center', marginBottom: 6 }}
          disabled={chat.fetching}
          onClick={() => dispatch(streamMoreRequested({ conversationId }))}
        >
          {chat.fetching && chat.isLoadMore ? 'Loading…' : 'Load earlier messages'}
        </button>
      ) : null}
      <ol ref={listRef} className={styles.lines} aria-live="polite" aria-relevant="additions">
        {/* spec §8: a stream message load failure is only logged, so no "empty" claim either */}
        {items.length === 0 && !chat?.fetching && !chat?.error ? (
          <li className={styles.muted}>No messages yet. Say hello!</li>
        ) : null}
        {items.map((line) => (
          <Line
            key={line.clientId || line._id}
            line={line}
            mine={line.senderId === me?._id}
            onDelete={() => dispatch(streamMessageDeleteRequested({ messageId: line._id }))}
            onRetry={() => dispatch(streamLineRetried({ conversationId, clientId: line.clientId }))}
          />
        ))}
      </ol>
      {canWrite ? (
        <>
          <form
            className={styles.composer}
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <label htmlFor={`chat-${conversationId}`} className="sr-only">
              Message
            </label>
            <input
              id={`chat-${conversationId}`}
              className={styles.input}
              value={text}
              placeholder="Say something…"
              autoComplete="off"
              aria-describedby={`chat-length-${conversationId}`}
              aria-invalid={long || undefined}
              onChange={(e) => setText(e.target.value)}
            />
            <button
              type="submit"
              className={`${styles.btn} ${styles.primary}`}
              disabled={!text.trim() || long}
            >
              Send
            </button>
          </form>
          <LengthHint
            id={`chat-length-${conversationId}`}
            length={text.length}
            max={MAX_LENGTH}
            className={styles.muted}
            overClassName={styles.error}
          />
        </>
      ) : null}
    </section>
  );
}
