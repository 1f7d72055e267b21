// One message: text as text with safe links, media (a paid message stays blurred until bought), the sender's
// delivery state ("Sending…", "Not sent — retry") and delete with a confirmation.
import { useState } from 'react';
import { StatusPlayer } from '@/components/status-player';
import { messageFileStatus } from '../api';
import { formatExact } from '@/lib/money';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch } from '@/store/hooks';
import { buyRequested, deleteMessageRequested } from '../message-slice';
import { retryRequested } from '../messaging-saga';
import type { Message } from '../types';
import { LinkedText } from './linked-text';
import styles from './messenger.module.css';

export function MessageBubble({
  message: m,
  mine,
  groupStart,
  buyError,
}: {
  message: Message;
  mine: boolean;
  groupStart: boolean;
  buyError?: string;
}) {
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [intentKey] = useIntent();
  const locked = m.isSale && !m.isBought;
  return (
    <div
      className={`${styles.row} ${mine ? styles.mine : ''} ${groupStart ? styles.groupStart : ''}`}
      data-message-id={m._id}
    >
      <div className={`${styles.bubble} ${m.isDeleted ? styles.deleted : ''}`}>
        <LinkedText text={m.text} />
      </div>
      {m.files.length ? (
        <div className={styles.media}>
          {m.files.map((f) => {
            const video = f.type.includes('video');
            if (!locked && video && f.status !== 'finished')
              return (
                <StatusPlayer
                  key={f._id}
                  kind="video"
                  thumbnail={f.thumbnail}
                  initialStatus={f.status}
                  fetchStatus={() => messageFileStatus(m._id, f._id)}
                />
              );
            if (locked || !f.url)
              return (
                <span key={f._id} className={styles.locked} role="img" aria-label="Locked media">
                  {f.thumbnail ? <img src={f.thumbnail} alt="" /> : null}
                  <span className={styles.lock} aria-hidden="true">
                    🔒
                  </span>
                </span>
              );
            return video ? (
              <video key={f._id} src={f.url} controls preload="metadata" />
            ) : (
              <a key={f._id} href={f.url} target="_blank" rel="noopener noreferrer">
                <img src={f.thumbnail || f.url} alt="Attached" />
              </a>
            );
          })}
        </div>
      ) : null}
      {locked && !mine ? (
        <>
          <button
            type="button"
            className={styles.button}
            style={{ marginTop: 4 }}
            onClick={() => dispatch(buyRequested({ message: m, intentKey }))}
          >
            Unlock for {formatExact(m.price)}
          </button>
          {buyError ? (
            <span role="alert" className={styles.failed}>
              {buyError}
            </span>
          ) : null}
        </>
      ) : null}
      {mine ? (
        <span className={styles.status}>
          {m.delivery === 'sending' ? <span role="status">Sending…</span> : null}
          {m.delivery === 'failed' ? (
            <>
              <span className={styles.failed}>Not sent —</span>
              <button
                type="button"
                className={styles.link}
                onClick={() =>
                  dispatch(retryRequested({ conversationId: m.conversationId, clientId: m.clientId }))
                }
              >
                Retry
              </button>
            </>
          ) : null}
          {m.delivery === 'sent' && m.isSale ? <span>Paid message · {formatExact(m.price)}</span> : null}
          {m.delivery === 'sent' && !m.isDeleted ? (
            confirming ? (
              <span role="group" aria-label="Delete this message?">
                Delete this message?{' '}
                <button
                  type="button"
                  className={styles.link}
                  onClick={() =>
                    dispatch(deleteMessageRequested({ id: m._id, conversationId: m.conversationId }))
                  }
                >
                  Delete
                </button>{' '}
                <button type="button" className={styles.link} onClick={() => setConfirming(false)}>
                  Keep
                </button>
              </span>
            ) : (
              <button
                type="button"
                className={`${styles.link} ${styles.reveal}`}
                aria-label="Delete message"
                onClick={() => setConfirming(true)}
              >
                Delete
              </button>
            )
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
