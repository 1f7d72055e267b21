// One message: text as text with safe links, media (a paid message stays blurred until bought through the
// wallet's confirmation), the sender's delivery state ("Sending…", "Not sent — retry") and delete with a
// confirmation, or Report on a message received (the report dialog loads on the first click; a message an operator
// hid reads as removed to the recipient and is marked for its sender). The row is one stop of the thread's roving focus: only the current message (`tabbable`) has
// its row and controls in the tab order, so Tab never walks through every message's buttons.
import { useEffect, useRef, useState } from 'react';
import { LockIcon } from '@/components/icons';
import { StatusPlayer } from '@/components/status-player';
import { messageFileStatus } from '../api';
import { CHAT_TEXT } from '@/config/constants';
import { formatExact } from '@/lib/money';
import { useAppDispatch } from '@/store/hooks';
import { unlockDialogOpened } from '@/features/wallet';
import { LazyReportModal, type LazyModalState } from '@/features/report';
import { deleteMessageRequested } from '../message-slice';
import { retryRequested } from '../messaging-requests';
import type { Message } from '../types';
import { LinkedText } from './linked-text';
import styles from './message-bubble.module.css';
import controlStyles from './message-controls.module.css';
import { useFeature } from '@/store/use-feature';
import { messageFeature } from '../message-feature';

/** The key a message keeps from the outbox to the server's copy (the thread's list key and focus key). */
export const messageKey = (m: Pick<Message, 'clientId' | '_id'>) => m.clientId || m._id;

export function MessageBubble({
  message: m,
  mine,
  groupStart,
  tabbable,
  sender = '',
}: {
  message: Message;
  mine: boolean;
  groupStart: boolean;
  /** the thread's current message: its row and controls are in the tab order */
  tabbable: boolean;
  /** the other person's name, read out before their messages */
  sender?: string;
}) {
  useFeature(messageFeature);
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [report, setReport] = useState<LazyModalState>('unloaded');
  const keep = useRef<HTMLButtonElement>(null);
  const ask = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const locked = m.isSale && !m.isBought;
  const tabIndex = tabbable ? 0 : -1;
  // the question takes the focus on its least destructive answer (WAI-ARIA's alert dialog advice); Keep
  // gives it back to Delete
  useEffect(() => {
    if (confirming) keep.current?.focus();
    else if (asked.current) ask.current?.focus();
    asked.current = confirming;
  }, [confirming]);
  return (
    <div
      className={`${styles.row} ${mine ? styles.mine : ''} ${groupStart ? styles.groupStart : ''}`}
      data-message-id={m._id}
      data-message-key={messageKey(m)}
      role="article"
      tabIndex={tabIndex}
    >
      <div className={`${styles.bubble} ${m.isDeleted ? styles.deleted : ''}`}>
        <span className="sr-only">{mine ? 'You: ' : `${sender || 'They'}: `}</span>
        <span>
          <LinkedText text={m.text} tabIndex={tabIndex} />
        </span>
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
                  <span className={styles.lock}>
                    <LockIcon />
                  </span>
                </span>
              );
            return video ? (
              <video key={f._id} src={f.url} controls preload="metadata" tabIndex={tabIndex} />
            ) : (
              <a key={f._id} href={f.url} target="_blank" rel="noopener noreferrer" tabIndex={tabIndex}>
                <img src={f.thumbnail || f.url} alt="Attached" />
              </a>
            );
          })}
        </div>
      ) : null}
      {locked && !mine ? (
        <button
          type="button"
          className={controlStyles.button}
          style={{ marginTop: 4 }}
          tabIndex={tabIndex}
          onClick={() =>
            dispatch(
              unlockDialogOpened({ kind: 'message', id: m._id, price: m.price, title: 'this message' }),
            )
          }
        >
          Unlock for {formatExact(m.price)}
        </button>
      ) : null}
      {!mine && !m.isDeleted && m._id ? (
        <span className={styles.status}>
          <button
            type="button"
            className={`${controlStyles.link} ${styles.reveal}`}
            aria-label="Report message"
            tabIndex={tabIndex}
            onClick={() => setReport('open')}
          >
            Report
          </button>
          <LazyReportModal
            state={report}
            onClose={() => setReport('closed')}
            target="message"
            targetId={m._id}
            performerId={m.senderId}
          />
        </span>
      ) : null}
      {mine ? (
        <span className={styles.status}>
          {m.hiddenByModeration && !m.isDeleted ? (
            <span className={controlStyles.failed}>Hidden by moderation</span>
          ) : null}
          {m.delivery === 'sending' ? <span role="status">{CHAT_TEXT.sending}</span> : null}
          {m.delivery === 'failed' ? (
            <>
              <span className={controlStyles.failed}>{CHAT_TEXT.notSent}</span>
              <button
                type="button"
                className={controlStyles.link}
                tabIndex={tabIndex}
                onClick={() =>
                  dispatch(retryRequested({ conversationId: m.conversationId, clientId: m.clientId }))
                }
              >
                {CHAT_TEXT.retry}
              </button>
            </>
          ) : null}
          {m.delivery === 'sent' && m.isSale ? <span>Paid message · {formatExact(m.price)}</span> : null}
          {m.delivery === 'sent' && !m.isDeleted ? (
            confirming ? (
              <span
                role="group"
                aria-label="Delete this message?"
                onKeyDown={(e) => {
                  if (e.key !== 'Escape') return;
                  e.stopPropagation();
                  setConfirming(false);
                }}
              >
                Delete this message?{' '}
                <button
                  type="button"
                  className={controlStyles.link}
                  tabIndex={tabIndex}
                  onClick={() =>
                    dispatch(deleteMessageRequested({ id: m._id, conversationId: m.conversationId }))
                  }
                >
                  Delete
                </button>{' '}
                <button
                  ref={keep}
                  type="button"
                  className={controlStyles.link}
                  tabIndex={tabIndex}
                  onClick={() => setConfirming(false)}
                >
                  Keep
                </button>
              </span>
            ) : (
              <button
                ref={ask}
                type="button"
                className={`${controlStyles.link} ${styles.reveal}`}
                aria-label="Delete message"
                tabIndex={tabIndex}
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
