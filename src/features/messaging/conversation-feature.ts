// The conversation slice, joined to the store in one call (src/store/feature.ts), with the messenger's saga by reference.
import { defineFeature } from '@/store/feature';
import { conversationReducer } from './conversation-slice';
import { lazyMessagingSaga } from './messaging-saga-ref';

export const conversationFeature = defineFeature({
  key: 'conversation',
  reducer: conversationReducer,
  saga: lazyMessagingSaga,
});
