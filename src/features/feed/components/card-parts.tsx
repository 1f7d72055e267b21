// The parts of a post card that only some posts have (issue 22): the locked panel, the media slider, the poll and
// the scheduled live. Each is a chunk of its own, so a screen downloads what its posts show: a page the server
// rendered carries the parts of its posts in its first load (next/dynamic hands them to the browser before it
// hydrates); a card the browser renders (the profile's posts, the rest of /home's first page, a post unlocked in
// place) loads its parts when it comes near the viewport, and each part keeps its place meanwhile, at its own
// size: no layout shift.
// (A second import() of the same file to load the parts ahead of a card made Turbopack emit a second copy of
// each part: the parts are imported here, by next/dynamic, and nowhere else.)
import {
  cloneElement,
  createContext,
  useContext,
  useEffect,
  useState,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import dynamic from 'next/dynamic';
import { useHydrated } from '@/lib/use-hydrated';
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

/** How far below (and above) the viewport a card the browser renders starts loading its parts. */
const AHEAD = '600px 0px';

/**
 * A part with its placeholder. A card the browser renders (the profile's posts, /home after its first screen)
 * shows the placeholder until the card comes within AHEAD of the viewport, and only then asks for the part's
 * code: a list of twelve posts downloads the parts of the ones the reader reaches. A card in the server's HTML
 * shows its parts at once (their chunks came with the page, and hydration must find the same markup).
 */
function Part({
  placeholder,
  children,
}: {
  placeholder: ReactElement<{ ref?: Ref<HTMLDivElement> }>;
  children: ReactNode;
}) {
  // (nothing to wait with where IntersectionObserver is missing)
  const hydrated = useHydrated();
  const [waiting, setWaiting] = useState(() => hydrated && typeof IntersectionObserver !== 'undefined');
  const [el, setEl] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!waiting || !el) return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        setWaiting(false);
      },
      { rootMargin: AHEAD },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [waiting, el]);
  return (
    <Placeholder.Provider value={placeholder}>
      {waiting ? cloneElement(placeholder, { ref: setEl }) : children}
    </Placeholder.Provider>
  );
}

export function LockedPanel({ feed, access }: { feed: Feed; access: FeedAccess }) {
  return (
    <Part placeholder={<div className={styles.locked} {...busy} />}>
      <LockedPanelPart feed={feed} access={access} />
    </Part>
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
    <Part placeholder={frame}>
      <MediaSliderPart {...props} />
    </Part>
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
    <Part placeholder={frame}>
      <FeedPollPart feed={feed} viewer={viewer} />
    </Part>
  );
}

export function ScheduledLive({ feed, viewer }: { feed: Feed; viewer: FeedViewer }) {
  return (
    <Part placeholder={<div className={styles.live} {...busy} />}>
      <ScheduledLivePart feed={feed} viewer={viewer} />
    </Part>
  );
}
