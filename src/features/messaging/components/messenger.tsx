// /messages (reference §2.3, §5.8): conversation list and open thread side by side; on phones one at a time with
// a back button. Opens by ?conversationId= or by ?toSource=performer|user&toId= (get or create).
import { useEffect } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { conversationFeature } from '../conversation-feature';
import { messageFeature } from '../message-feature';
import {
  conversationDeactivated,
  openConversationRequested,
  selectConversations,
} from '../conversation-slice';
import { messengerStarted } from '../messaging-requests';
import { ConversationList } from './conversation-list';
// the thread (virtualised list, composer, emoji) loads when a conversation opens: the list alone stays light
const Thread = dynamic(() => import('./thread').then((m) => m.Thread), {
  ssr: false,
  loading: () => (
    <div className={styles.thread}>
      <p className={styles.empty} role="status">
        Loading messages…
      </p>
    </div>
  ),
});
import styles from './messenger.module.css';

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export function Messenger() {
  useFeature(conversationFeature);
  useFeature(messageFeature);
  const dispatch = useAppDispatch();
  const router = useRouter();
  const { activeConversation, mapping, openError } = useAppSelector(selectConversations);
  const conversationId = first(router.query.conversationId);
  const toSource = first(router.query.toSource);
  const toId = first(router.query.toId);

  useEffect(() => {
    dispatch(messengerStarted());
  }, [dispatch]);

  useEffect(() => {
    if (!router.isReady) return;
    if (/^[a-f0-9]{24}$/.test(conversationId)) dispatch(openConversationRequested({ conversationId }));
    else if ((toSource === 'performer' || toSource === 'user') && /^[a-f0-9]{24}$/.test(toId))
      dispatch(openConversationRequested({ source: toSource, sourceId: toId }));
  }, [dispatch, router.isReady, conversationId, toSource, toId]);

  const open = (id: string) => {
    void router.push({ pathname: router.pathname, query: { conversationId: id } }, undefined, {
      shallow: true,
    });
  };
  const back = () => {
    dispatch(conversationDeactivated());
    void router.push({ pathname: router.pathname }, undefined, { shallow: true });
  };

  const active = activeConversation ? mapping[activeConversation] : undefined;
  return (
    <div className={`${styles.messenger} ${active ? styles.hasActive : ''}`}>
      <ConversationList onOpen={open} />
      {active ? (
        <Thread key={active._id} conversation={active} onBack={back} />
      ) : (
        <div className={styles.thread}>
          {openError ? (
            <p role="alert" className={styles.error}>
              {openError}
            </p>
          ) : null}
          <p className={styles.empty}>Choose a conversation to read and reply.</p>
        </div>
      )}
    </div>
  );
}
