// The processing-media placeholder, code-split: a feed card shows it only for a file still being encoded (or one
// that failed), so the cards of finished media never download it. Server-rendered like the card around it.
import dynamic from 'next/dynamic';
import type { StatusPlayerProps } from './status-player';

export const LazyStatusPlayer = dynamic<StatusPlayerProps>(() =>
  import('./status-player').then((m) => m.StatusPlayer),
);
