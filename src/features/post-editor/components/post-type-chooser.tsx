// Step 1 of /creator/my-post/create: the post kind as large buttons (reference §2.5). antd-free: the icons are
// drawn here (a few strokes each) instead of coming from the icon library.
import type { ReactNode } from 'react';
import { POST_TYPES, type FeedType } from '../types';
import styles from './post-editor.module.css';

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const icon = (children: ReactNode) => (
  <svg viewBox="0 0 24 24" focusable="false" aria-hidden {...stroke}>
    {children}
  </svg>
);

const ICONS: Record<FeedType, ReactNode> = {
  photo: icon(
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="10" r="1.6" />
      <path d="m4 18 5.5-5.5 4 4 2.5-2.5 4 4" />
    </>,
  ),
  video: icon(
    <>
      <rect x="2.5" y="6" width="13" height="12" rx="2" />
      <path d="m15.5 10.5 6-3.5v10l-6-3.5" />
    </>,
  ),
  text: 'Aa',
  audio: icon(
    <>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21M8.5 21h7" />
    </>,
  ),
  'scheduled-streaming': icon(
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>,
  ),
};

const NAMES: Record<FeedType, string> = {
  photo: 'Photo',
  video: 'Video',
  text: 'Text',
  audio: 'Audio',
  'scheduled-streaming': 'Scheduled live',
};

export function PostTypeChooser({ onChoose }: { onChoose: (type: FeedType) => void }) {
  return (
    <div role="group" aria-labelledby="post-type-heading">
      <h2 id="post-type-heading" style={{ fontSize: 18 }}>
        What do you want to post?
      </h2>
      <div className={styles.typeGrid}>
        {POST_TYPES.map(({ type, description }) => (
          <button
            key={type}
            type="button"
            className={`post-type-button ${styles.typeButton}`}
            aria-label={`${NAMES[type]} post: ${description}`}
            onClick={() => onChoose(type)}
          >
            <span aria-hidden className={styles.typeIcon}>
              {ICONS[type]}
            </span>
            <strong>{NAMES[type]}</strong>
            <span className={styles.typeText}>{description}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
