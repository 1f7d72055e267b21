// The live chat's slice with the live rooms' saga (streaming-saga.ts; the streaming slice itself is the shell's),
// joined to the store in one call (src/store/feature.ts): the saga by reference.
import { defineFeature, lazySaga } from '@/store/feature';
import { streamMessageReducer } from './stream-message-slice';

export const streamMessageFeature = defineFeature({
  key: 'streamMessage',
  reducer: streamMessageReducer,
  saga: lazySaga('streaming', () => import('./streaming-saga').then((m) => m.streamingSaga)),
});
