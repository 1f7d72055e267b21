// The message slice, joined to the store in one call (src/store/feature.ts), with the messenger's saga by reference.
import { defineFeature } from '@/store/feature';
import { messageReducer } from './message-slice';
import { lazyMessagingSaga } from './messaging-saga-ref';

export const messageFeature = defineFeature({
  key: 'message',
  reducer: messageReducer,
  saga: lazyMessagingSaga,
});
