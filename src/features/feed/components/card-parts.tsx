// The parts of a post card that only some posts have (issue 22): the locked panel, the media slider, the poll and
// the scheduled live. Each is a chunk of its own, so a screen downloads what its posts show: a page the server
// rendered carries the parts of its posts in its first load (next/dynamic hands them to the browser before it
// hydrates), and a list that renders cards in the browser loads a card's parts before it shows the card
// (preloadCardParts, feed-list.tsx). Should a part be rendered before its code is there (a navigation in the
// browser, a post unlocked in place), it keeps its place meanwhile, at its own size: no layout shift.
import { createContext, useContext, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { type FeedAccess, feedAccess, type FeedViewer } from '../access';
import { type Feed, feedPhotos, feedVideos, type MediaFile } from '../types';
import { frameRatio } from './media-frame';
import styles from './post-body.module.css';
import pollStyles from './feed-poll.module.css';

/** What a part shows while its code loads: set by the wrapper below, which knows the part's size. */
const Placeholder = createContext<ReactNode>(null);
function PartPlaceholder() {
  return useContext(Placeholder);
}

const LockedPanelPart = dynamic(() => import('./locked-panel').then((m) => m.LockedPanel), {
  loading: PartPlaceholder,
});
const MediaSliderPart = dynamic(() => import('./media-slider').then((m) => m.MediaSlider), {
  loading: PartPlaceholder,
});
const FeedPollPart = dynamic(() => import('./feed-poll').then((m) => m.FeedPoll), {
  loading: PartPlaceholder,
});
const ScheduledLivePart = dynamic(() => import('./scheduled-live').then((m) => m.ScheduledLive), {
  loading: PartPlaceholder,
});

/** The same chunks as the parts above, by name: loaded ahead of a card that needs them. */
const PART_CODE = {
  locked: () => import('./locked-panel'),
  media: () => import('./media-slider'),
  poll: () => import('./feed-poll'),
  live: () => import('./scheduled-live'),
} as const;
type Part = keyof typeof PART_CODE;

const busy = { 'aria-busy': true } as const;

export function LockedPanel({ feed, access }: { feed: Feed; access: FeedAccess }) {
  return (
    <Placeholder.Provider value={<div className={styles.locked} {...busy} />}>
      <LockedPanelPart feed={feed} access={access} />
    </Placeholder.Provider>
  );
}

export function MediaSlider(props: {
  feedId: string;
  files: MediaFile[];
  priority?: boolean;
  label: string;
}) {
  const frame = (
    <div className={styles.frame} style={{ aspectRatio: String(frameRatio(props.files)) }} {...busy} />
  );
  return (
    <Placeholder.Provider value={frame}>
      <MediaSliderPart {...props} />
    </Placeholder.Provider>
  );
}

export function FeedPoll({ feed, viewer }: { feed: Feed; viewer: FeedViewer }) {
  if (feed.polls.length === 0) return null;
  // the poll's own frame, question and options (as text): the rows take the height the buttons will
  const frame = (
    <div className={pollStyles.poll} {...busy}>
      <p className={pollStyles.pollQuestion}>{feed.pollDescription || 'Poll'}</p>
      <ul className={pollStyles.pollOptions}>
        {feed.polls.map((option) => (
          <li key={option._id} className={pollStyles.pollResult}>
            <span>{option.description}</span>
          </li>
        ))}
      </ul>
      <div className={pollStyles.pollMeta}>&nbsp;</div>
    </div>
  );
  return (
    <Placeholder.Provider value={frame}>
      <FeedPollPart feed={feed} viewer={viewer} />
    </Placeholder.Provider>
  );
}

export function ScheduledLive({ feed, viewer }: { feed: Feed; viewer: FeedViewer }) {
  return (
    <Placeholder.Provider value={<div className={styles.live} {...busy} />}>
      <ScheduledLivePart feed={feed} viewer={viewer} />
    </Placeholder.Provider>
  );
}

/** The parts a post's card renders for this viewer (the same choice as post-kinds.tsx and feed-card.tsx). */
export function cardParts(feed: Feed, viewer: FeedViewer): Part[] {
  const parts: Part[] = [];
  const access = feedAccess(feed, viewer);
  if (access.hasMedia && !access.canView) parts.push('locked');
  else if (feed.type === 'photo' && (feedPhotos(feed).length > 0 || feed.files.length > 0))
    parts.push('media');
  else if (feed.type === 'video' && feedVideos(feed).length > 0) parts.push('media');
  if (feed.type === 'scheduled-streaming') parts.push('live');
  if (feed.polls.length > 0) parts.push('poll');
  return parts;
}

/** Loads the parts these cards render; resolves when they are there (or failed: the card then shows its place). */
export async function preloadCardParts(feeds: Feed[], viewer: FeedViewer): Promise<void> {
  const parts = new Set(feeds.flatMap((feed) => cardParts(feed, viewer)));
  await Promise.all([...parts].map((part) => PART_CODE[part]().catch(() => undefined)));
}
