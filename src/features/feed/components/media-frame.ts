// The media frame's proportions, fixed by CSS from the first file before anything loads (no layout shift): the
// slider (media-slider.tsx) and the place it keeps while its code loads (card-parts.tsx) share them.
import { type MediaFile } from '../types';

export const DEFAULT_W = 640;
export const DEFAULT_H = 480;

/** Frame proportions (width / height) from the first file, kept between portrait 4:5 and wide 1.91:1. */
export function frameRatio(files: MediaFile[]): number {
  const f = files[0];
  const ratio = f && f.width > 0 && f.height > 0 ? f.width / f.height : DEFAULT_W / DEFAULT_H;
  return Math.min(1.91, Math.max(0.8, ratio));
}
