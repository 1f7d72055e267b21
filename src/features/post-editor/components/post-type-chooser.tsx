// Step 1 of /creator/my-post/create: the post kind as large buttons (reference §2.5).
import type { ReactNode } from 'react';
import { AudioOutlined, CalendarOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { POST_TYPES, type FeedType } from '../types';

const ICONS: Record<FeedType, ReactNode> = {
  photo: <PictureOutlined />,
  video: <VideoCameraOutlined />,
  text: 'Aa',
  audio: <AudioOutlined />,
  'scheduled-streaming': <CalendarOutlined />,
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
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          gap: 12,
        }}
      >
        {POST_TYPES.map(({ type, description }) => (
          <button
            key={type}
            type="button"
            className="post-type-button"
            aria-label={`${NAMES[type]} post: ${description}`}
            onClick={() => onChoose(type)}
            style={{
              minHeight: 120,
              padding: 16,
              borderRadius: 12,
              border: '1px solid var(--fp-border, #d9d9d9)',
              background: 'var(--fp-surface, transparent)',
              color: 'inherit',
              cursor: 'pointer',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 8,
              font: 'inherit',
            }}
          >
            <span aria-hidden style={{ fontSize: 32, fontWeight: 700, lineHeight: 1 }}>
              {ICONS[type]}
            </span>
            <strong>{NAMES[type]}</strong>
            <span style={{ fontSize: 13, color: 'var(--fp-text-muted)' }}>{description}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
