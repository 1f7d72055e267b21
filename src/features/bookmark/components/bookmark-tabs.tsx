// Controlled tabs (WAI-ARIA tabs pattern) whose active tab lives in the URL (?tab=creators).
import { useId, useRef, type KeyboardEvent } from 'react';
import { BOOKMARK_TABS, type BookmarkTab } from '../types';
import { BookmarkList } from './bookmark-list';

const LABELS: Record<BookmarkTab, string> = {
  posts: 'Posts',
  videos: 'Videos',
  galleries: 'Galleries',
  products: 'Products',
  creators: 'Creators',
};

interface Props {
  active: BookmarkTab;
  onChange: (tab: BookmarkTab) => void;
}

export function BookmarkTabs({ active, onChange }: Props) {
  const id = useId();
  const refs = useRef<Partial<Record<BookmarkTab, HTMLButtonElement | null>>>({});

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const index = BOOKMARK_TABS.indexOf(active);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: BOOKMARK_TABS.length - 1,
    };
    if (!(e.key in moves)) return;
    e.preventDefault();
    const next = BOOKMARK_TABS[(moves[e.key] + BOOKMARK_TABS.length) % BOOKMARK_TABS.length];
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div className="simple-tabs">
      <div role="tablist" aria-label="Bookmarks" className="simple-tabs__list" onKeyDown={onKeyDown}>
        {BOOKMARK_TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`${id}-panel`}
            tabIndex={tab === active ? 0 : -1}
            className="simple-tabs__tab"
            onClick={() => onChange(tab)}
          >
            {LABELS[tab]}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${active}`}
        tabIndex={0}
        className="simple-tabs__panel"
      >
        <BookmarkList key={active} tab={active} />
      </div>
    </div>
  );
}
