// The conversation list (reference §5.8): search (debounced 500 ms), 25 per page with infinite scroll; each item
// with avatar, online dot, name, relative time, last message and unread badge; the active one marked.
import { useEffect, useRef, useState } from 'react';
import { RelativeTime } from '@/components/countdown';
import { CheckCircleIcon } from '@/components/icons';
import { DEFAULT_AVATAR } from '@/config/constants';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { conversationsRequested, selectConversations } from '../conversation-slice';
import styles from './messenger.module.css';
import controlStyles from './message-controls.module.css';
import { useFeature } from '@/store/use-feature';
import { conversationFeature } from '../conversation-feature';

const SEARCH_DEBOUNCE_MS = 500;

export function ConversationList({ onOpen }: { onOpen: (id: string) => void }) {
  useFeature(conversationFeature);
  const dispatch = useAppDispatch();
  const { list, mapping, activeConversation } = useAppSelector(selectConversations);
  const [keyword, setKeyword] = useState('');
  const first = useRef(true);
  const sentinel = useRef<HTMLLIElement>(null);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      dispatch(conversationsRequested({ keyword: '', loadMore: false }));
      return undefined;
    }
    const timer = setTimeout(
      () => dispatch(conversationsRequested({ keyword: keyword.trim(), loadMore: false })),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [dispatch, keyword]);

  const more = list.data.length < list.total;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !more || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !list.requesting)
        dispatch(conversationsRequested({ keyword: keyword.trim(), loadMore: true }));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [dispatch, more, list.requesting, keyword]);

  return (
    <nav className={styles.list} aria-label="Conversations">
      <div className={styles.search}>
        <input
          type="search"
          className={controlStyles.input}
          placeholder="Search conversations"
          aria-label="Search conversations"
          value={keyword}
          maxLength={100}
          onChange={(e) => setKeyword(e.target.value)}
        />
      </div>
      <ul className={styles.items}>
        {list.data.map((id) => {
          const c = mapping[id];
          if (!c) return null;
          return (
            <li key={id}>
              <button
                type="button"
                className={styles.item}
                aria-current={id === activeConversation ? 'true' : undefined}
                onClick={() => onOpen(id)}
              >
                <span className={styles.avatar}>
                  <img src={c.recipient.avatar || DEFAULT_AVATAR} alt="" width={44} height={44} />
                  {c.recipient.isOnline ? <span className={styles.online} title="Online" /> : null}
                </span>
                <span className={styles.itemText}>
                  <span className={styles.name}>
                    {c.recipient.name || 'Account removed'}
                    {c.recipient.verified ? (
                      <>
                        <CheckCircleIcon className={styles.tick} />
                        <span className="sr-only"> (verified)</span>
                      </>
                    ) : null}
                    {c.recipient.isOnline ? <span className="sr-only"> (online)</span> : null}
                  </span>{' '}
                  <span className={styles.preview}>{c.lastMessage || 'No message yet'}</span>
                </span>
                <span className={styles.meta}>
                  {c.lastMessageCreatedAt ? <RelativeTime date={c.lastMessageCreatedAt} /> : null}
                  {c.totalNotSeenMessages > 0 && id !== activeConversation ? (
                    <span className={styles.unread} aria-label={`${c.totalNotSeenMessages} unread`}>
                      {c.totalNotSeenMessages}
                    </span>
                  ) : null}
                </span>
              </button>
            </li>
          );
        })}
        {more ? <li ref={sentinel} aria-hidden="true" style={{ height: 1 }} /> : null}
      </ul>
      {list.requesting && !list.data.length ? <p className={styles.empty}>Loading conversations…</p> : null}
      {!list.requesting && list.success && !list.data.length ? (
        <p className={styles.empty}>{keyword ? 'No conversation matches.' : 'No conversation yet.'}</p>
      ) : null}
    </nav>
  );
}
