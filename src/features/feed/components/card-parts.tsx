// The parts of a post card that only some posts have (issue 22): the locked panel, the media slider, the poll and
// the scheduled live. Each is a chunk of its own, so a screen downloads what its posts show: a page the server
// rendered carries the parts of its posts in its first load (next/dynamic hands them to the browser before it
// hydrates); a card the browser renders (the profile's posts, the rest of /home's first page, a post unlocked in
// place) loads its parts as it mounts, and each part keeps its place meanwhile, at its own size: no layout shift.
// (A second import() of the same file to load the parts ahead of a card made Turbopack emit a second copy of
// each part: the parts are imported here, by next/dynamic, and nowhere else.)
import { createContext, useContext, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { type FeedAccess, type FeedViewer } from '../access';
import { type Feed, type MediaFile } from '../types';
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
  // the poll's own frame, question and options (as text, in rows of the buttons' or the results' height)
  const results = feed.isVoted || viewer.kind === 'creator';
  const frame = (
    <div className={pollStyles.poll} {...busy}>
      <p className={pollStyles.pollQuestion}>{feed.pollDescription || 'Poll'}</p>
      <ul className={pollStyles.pollOptions}>
        {feed.polls.map((option) => (
          <li key={option._id} className={results ? pollStyles.pollResult : undefined}>
            <span className={results ? undefined : pollStyles.pollVote} style={{ display: 'block' }}>
              {option.description}
            </span>
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
