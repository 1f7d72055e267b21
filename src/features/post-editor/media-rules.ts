// Client checks per upload slot (the API re-checks type by content and size): clear, per-file messages.
import { MAX_SIZE_FILE, MAX_SIZE_IMAGE, MAX_SIZE_TEASER, MAX_SIZE_VIDEO } from '@/config/constants';
import { megabytes } from '@/components/file-rules';
import { type FeedUploadKind } from './api';

interface Rule {
  accept: string;
  mime: 'image' | 'video' | 'audio';
  maxBytes: number;
  noun: string;
}

export const MEDIA_RULES: Record<FeedUploadKind, Rule> = {
  photo: {
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    mime: 'image',
    maxBytes: MAX_SIZE_IMAGE,
    noun: 'an image',
  },
  thumbnail: {
    accept: 'image/jpeg,image/png,image/gif,image/webp',
    mime: 'image',
    maxBytes: MAX_SIZE_IMAGE,
    noun: 'an image',
  },
  video: { accept: 'video/*', mime: 'video', maxBytes: MAX_SIZE_VIDEO, noun: 'a video' },
  teaser: { accept: 'video/*', mime: 'video', maxBytes: MAX_SIZE_TEASER, noun: 'a video' },
  audio: { accept: 'audio/*', mime: 'audio', maxBytes: MAX_SIZE_FILE, noun: 'an audio file' },
};

/** null when the file fits the slot, else the message shown to the creator. */
export function checkFile(kind: FeedUploadKind, file: File): string | null {
  const rule = MEDIA_RULES[kind];
  if (!file.type.startsWith(`${rule.mime}/`)) return `"${file.name}" is not ${rule.noun}`;
  if (file.size > rule.maxBytes) return `"${file.name}" is larger than ${megabytes(rule.maxBytes)}`;
  return null;
}
