// What the messenger's components ask of its saga. Kept apart from the saga so that a component importing them
// does not pull the saga into its page's first load: the saga arrives by reference (messaging-saga-ref.ts).
import { createAction } from '@reduxjs/toolkit';

export const sendRequested = createAction<{
  conversationId: string;
  text: string;
  fileIds?: string[];
  price?: number;
}>('message/sendRequested');
export const retryRequested = createAction<{ conversationId: string; clientId: string }>(
  'message/retryRequested',
);
export const loadMoreRequested = createAction<{ conversationId: string }>('message/loadMoreRequested');
/** The messenger mounted: send what the outbox still holds. */
export const messengerStarted = createAction('message/messengerStarted');
