// Demo media for the content seed, without network and without ffmpeg: pictures are SVG gradients
// rendered by sharp (stored through storeMedia like uploads), video and audio are the tiny clips committed
// next to this file, inserted as finished files with their known metadata and a sharp-made poster.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { writeStoredFile } from '../services/file-store';
import { blurredPreview, saveVariant, type MediaFileType } from '../services/media-store';
import { newId } from '../lib/ids';
import type { MediaFileRow } from '../repositories/files';
import { paletteFor } from './images';

const MEDIA_DIR = path.join(__dirname, 'media');

/** The committed clips and what ffprobe says about them (so the seed needs no ffmpeg). */
export const SEED_CLIPS = {
  video: { file: 'demo-clip.mp4', mimeType: 'video/mp4', ext: 'mp4', width: 320, height: 180, duration: 3 },
  audio: {
    file: 'demo-tone.mp3',
    mimeType: 'audio/mpeg',
    ext: 'mp3',
    width: null,
    height: null,
    duration: 2.06,
  },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function pictureSvg(width: number, height: number, colors: [string, string], title: string): Buffer {
  const circles = Array.from({ length: 5 }, (_, i) => {
    const r = Math.round(height * (0.08 + ((i * 37) % 20) / 100));
    const cx = Math.round((((i * 173 + 60) % 100) * width) / 100);
    const cy = Math.round((((i * 97 + 30) % 100) * height) / 100);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="${0.08 + i * 0.03}"/>`;
  }).join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>${circles}
      <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700"
        font-size="${Math.round(height / 9)}" fill="#ffffff" fill-opacity="0.92">${escapeXml(title)}</text>
    </svg>`,
  );
}

const pictures = new Map<string, Promise<Buffer>>();

/**
 * A generated JPEG picture (landscape 960x640 or portrait 640x800). Rendered once per palette, title
 * and orientation per process: SVG rendering is the slow part of seeding.
 */
export function seedPicture(title: string, index: number, portrait = false): Promise<Buffer> {
  const key = `${index % 8}|${portrait}|${title}`;
  let picture = pictures.get(key);
  if (!picture) {
    const [w, h] = portrait ? [480, 600] : [640, 427];
    picture = sharp(pictureSvg(w, h, paletteFor(index), title))
      .jpeg({ quality: 72 })
      .toBuffer();
    pictures.set(key, picture);
  }
  return picture;
}

async function insertFinished(
  app: FastifyInstance,
  type: MediaFileType,
  ownerId: string,
  body: Buffer,
  meta: {
    ext: string;
    mimeType: string;
    originalName: string;
    width: number | null;
    height: number | null;
    duration: number | null;
  },
): Promise<MediaFileRow> {
  const storedName = await writeStoredFile(app, type, meta.ext, body, meta.mimeType);
  const id = newId();
  await app.repos.files.insert({
    id,
    ownerId,
    kind: type,
    storedName,
    originalName: meta.originalName,
    mimeType: meta.mimeType,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
  await app.repos.files.updateMedia(id, {
    status: 'finished',
    width: meta.width,
    height: meta.height,
    duration: meta.duration,
  });
  return (await app.repos.files.findMedia(id)) as MediaFileRow;
}

/**
 * A generated picture stored as a finished media file of `type` with its thumbnail and blurred preview.
 * The seed's own JPEG carries no metadata, so it skips the upload re-encoding (seeding stays fast).
 */
export async function seedImageFile(
  app: FastifyInstance,
  type: MediaFileType,
  ownerId: string,
  title: string,
  index: number,
  image?: Buffer,
) {
  const portrait = index % 3 === 2;
  const buffer = image ?? (await seedPicture(title, index, portrait));
  const { width, height } = await sharp(buffer).metadata();
  const row = await insertFinished(app, type, ownerId, buffer, {
    ext: 'jpg',
    mimeType: 'image/jpeg',
    originalName: `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'photo'}.jpg`,
    width: width ?? null,
    height: height ?? null,
    duration: null,
  });
  // The picture is already <= 640 px: it is its own thumbnail; only the blurred preview is rendered.
  await saveVariant(app, row, 'thumbnail', { data: buffer, width: width ?? 0, height: height ?? 0 });
  await saveVariant(app, row, 'preview', await blurredPreview(buffer));
  return row;
}

const posters = new Map<
  string,
  Promise<{ data: Buffer; preview: { data: Buffer; width: number; height: number } }>
>();

/** A 320x180 JPEG poster with the title, and its blurred preview (cached per title). */
function seedPoster(title: string) {
  let poster = posters.get(title);
  if (!poster) {
    poster = (async () => {
      const data = await sharp(pictureSvg(320, 180, paletteFor(title.length), title))
        .jpeg({ quality: 75 })
        .toBuffer();
      return { data, preview: await blurredPreview(data) };
    })();
    posters.set(title, poster);
  }
  return poster;
}

/**
 * The committed clip stored as a finished media file of `type` (a video kind takes the mp4 with a poster
 * made by sharp; an audio kind takes the mp3).
 */
export async function seedClipFile(
  app: FastifyInstance,
  type: MediaFileType,
  ownerId: string,
  posterTitle = 'Video',
): Promise<MediaFileRow> {
  const clip = type === 'feed-audio' ? SEED_CLIPS.audio : SEED_CLIPS.video;
  const body = await fs.readFile(path.join(MEDIA_DIR, clip.file));
  const row = await insertFinished(app, type, ownerId, body, { ...clip, originalName: clip.file });
  if (clip === SEED_CLIPS.video) {
    const poster = await seedPoster(posterTitle);
    await saveVariant(app, row, 'thumbnail', { data: poster.data, width: 320, height: 180 });
    await saveVariant(app, row, 'preview', poster.preview);
  }
  return row;
}
