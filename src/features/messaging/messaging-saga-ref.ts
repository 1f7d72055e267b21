// The messenger's one saga, named by both of its slices' descriptors (conversations and messages).
import { lazySaga } from '@/store/feature';

export const lazyMessagingSaga = lazySaga('messaging', () =>
  import('./messaging-saga').then((m) => m.messagingSaga),
);
