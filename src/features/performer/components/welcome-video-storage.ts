// Creators whose welcome video the viewer chose not to see again (localStorage `notShownWelcomeVideos`).
// Kept apart from the modal so the profile can decide without loading antd.
import { loadJson } from '@/lib/storage';

export const WELCOME_VIDEO_KEY = 'notShownWelcomeVideos';

export function hiddenWelcomeVideos(): string[] {
  const list = loadJson<unknown>(WELCOME_VIDEO_KEY);
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}
