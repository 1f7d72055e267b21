// Media uploads of the content issue: storing (server-generated names, type from the bytes), image
// derivatives with sharp (a <= 640 px thumbnail and a blurred 32 px public preview, EXIF dropped), and the
// in-process queue (concurrency 1) that probes video/audio with ffprobe and takes a video poster frame
// with ffmpeg. Child processes run through execFile (never a shell) with timeouts.
import { execFile, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { MediaFileRow } from '../repositories/files';
import { isProtectedKind } from './file-urls';
import { HttpError } from './http-error';
import { newId } from './ids';
import { sniff, type MediaKind } from './sniff';
import { normalizeImage, storeUpload, type UploadedPart } from './storage';

export type MediaFileType =
  | 'feed-photo'
  | 'feed-video'
  | 'feed-audio'
  | 'feed-thumbnail'
  | 'feed-teaser'
  | 'video'
  | 'video-teaser'
  | 'video-thumbnail'
  | 'photo'
  | 'product-image'
  | 'product-digital'
  | 'message-photo'
  | 'message-video';

const AUDIO_CONTAINERS: Record<string, string> = { 'video/webm': 'audio/webm', 'video/mp4': 'audio/mp4' };

/** What each kind accepts. product-digital also takes PDF and ZIP archives. */
export const MEDIA_TYPES: Record<MediaFileType, { accept: MediaKind[] }> = {
  'feed-photo': { accept: ['image'] },
  'feed-video': { accept: ['video'] },
  // Browsers record audio as WebM or MP4 (MediaRecorder), which sniff as video containers: accepted here and
  // relabelled as audio; processing then insists on an audio stream.
  'feed-audio': { accept: ['audio', 'video'] },
  'feed-thumbnail': { accept: ['image'] },
  'feed-teaser': { accept: ['video'] },
  video: { accept: ['video'] },
  'video-teaser': { accept: ['video'] },
  'video-thumbnail': { accept: ['image'] },
  photo: { accept: ['image'] },
  'product-image': { accept: ['image'] },
  'product-digital': { accept: ['image', 'video', 'audio'] },
  'message-photo': { accept: ['image'] },
  'message-video': { accept: ['video'] },
};

/** Public kind of the blurred previews (served without signature). */
export const PREVIEW_KIND = 'previews';
export const THUMBNAIL_MAX_PX = 640;
export const PREVIEW_PX = 32;
/** Audio longer than this ends in status error after probing (contract). */
export const MAX_AUDIO_SECONDS = 15 * 60;

const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;

function storedName(ext: string): string {
  return `${randomBytes(16).toString('hex')}.${ext}`;
}

async function writeStored(app: FastifyInstance, kind: string, name: string, body: Buffer): Promise<void> {
  const dir = path.join(app.config.dataDir, 'files', kind);
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), body, { flag: 'wx' });
}

export function storedPath(app: FastifyInstance, file: { kind: string; storedName: string }): string {
  return path.join(app.config.dataDir, 'files', file.kind, file.storedName);
}

/** Writes one derived file (thumbnail or preview) of `original` and records it. */
export async function saveVariant(
  app: FastifyInstance,
  original: MediaFileRow,
  variant: 'thumbnail' | 'preview',
  image: { data: Buffer; width: number; height: number },
): Promise<void> {
  // Thumbnails share the original's kind (protected exactly like it); previews are public.
  const kind = variant === 'thumbnail' ? original.kind : PREVIEW_KIND;
  const name = storedName('jpg');
  await writeStored(app, kind, name, image.data);
  app.repos.files.insertVariant(original.id, variant, {
    id: newId(),
    ownerId: original.ownerId,
    kind,
    storedName: name,
    originalName: '',
    mimeType: 'image/jpeg',
    size: image.data.length,
    createdAt: app.now().toISOString(),
    width: image.width,
    height: image.height,
  });
}

/** The blurred 32 px public preview of a picture. */
export async function blurredPreview(
  image: Buffer | string,
): Promise<{ data: Buffer; width: number; height: number }> {
  const out = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: PREVIEW_PX, height: PREVIEW_PX, fit: 'inside' })
    .blur(2)
    .jpeg({ quality: 60 })
    .toBuffer({ resolveWithObject: true });
  return { data: out.data, width: out.info.width, height: out.info.height };
}

/**
 * Thumbnail (<= 640 px, same kind as the original so it is protected exactly like it) and blurred 32 px
 * preview (public kind `previews`) of a picture; both re-encoded as JPEG (transparency flattened on white,
 * faster than WebP at these sizes), so no metadata survives.
 */
export async function createImageVariants(
  app: FastifyInstance,
  original: MediaFileRow,
  image: Buffer | string,
): Promise<void> {
  const thumb = await sharp(image, { limitInputPixels: 40_000_000 })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize({ width: THUMBNAIL_MAX_PX, height: THUMBNAIL_MAX_PX, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 78 })
    .toBuffer({ resolveWithObject: true });
  await saveVariant(app, original, 'thumbnail', {
    data: thumb.data,
    width: thumb.info.width,
    height: thumb.info.height,
  });
  await saveVariant(app, original, 'preview', await blurredPreview(image));
}

function sniffDigital(buf: Buffer): { ext: string; mime: string } | null {
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return { ext: 'pdf', mime: 'application/pdf' };
  if (buf.length >= 4 && buf[0] === 0x50 && buf[1] === 0x4b && buf[2] === 0x03 && buf[3] === 0x04) {
    return { ext: 'zip', mime: 'application/zip' };
  }
  const s = sniff(buf);
  return s ? { ext: s.ext, mime: s.mime } : null;
}

async function storeDigital(
  app: FastifyInstance,
  part: UploadedPart,
  ownerId: string,
): Promise<MediaFileRow> {
  const sniffed = sniffDigital(part.buffer);
  if (!sniffed)
    throw new HttpError(415, 'Unsupported file type: please upload a PDF, ZIP, image, video or audio file');
  const name = storedName(sniffed.ext);
  // A picture sold as a file loses its metadata (GPS, camera serials) like every other uploaded picture.
  const body = sniffed.mime.startsWith('image/')
    ? await normalizeImage(part.buffer, sniffed.ext)
    : part.buffer;
  await writeStored(app, 'product-digital', name, body);
  const row = app.repos.files.insert({
    id: newId(),
    ownerId,
    kind: 'product-digital',
    storedName: name,
    originalName: path.basename(part.filename.replace(/\\/g, '/')).slice(0, 200),
    mimeType: sniffed.mime,
    size: body.length,
    createdAt: app.now().toISOString(),
  });
  return app.repos.files.findMedia(row.id) as MediaFileRow;
}

/**
 * Stores one uploaded part as a media file of `type` owned by `ownerId`. Images come back `finished` with
 * width/height, thumbnail and blurred preview; video and audio come back `processing` and are queued
 * (app.media). Bad types → 415. Size limits are the caller's (readMultipart(request, maxBytes) → 413).
 */
export async function storeMedia(
  app: FastifyInstance,
  part: UploadedPart,
  type: MediaFileType,
  ownerId: string,
): Promise<MediaFileRow> {
  if (type === 'product-digital') return storeDigital(app, part, ownerId);
  const file = await storeUpload(app, part, { kind: type, accept: MEDIA_TYPES[type].accept, ownerId });
  if (type === 'feed-audio' && file.mimeType.startsWith('video/')) {
    if (!AUDIO_CONTAINERS[file.mimeType]) {
      await removeMedia(app, file.id);
      throw new HttpError(415, 'Unsupported file type: please upload a audio file');
    }
    file.mimeType = AUDIO_CONTAINERS[file.mimeType];
    app.repos.files.updateMedia(file.id, { mimeType: file.mimeType });
  }
  const row = app.repos.files.findMedia(file.id) as MediaFileRow;
  if (file.mimeType.startsWith('image/')) {
    const full = storedPath(app, file);
    try {
      const meta = await sharp(full).metadata();
      await createImageVariants(app, row, full);
      app.repos.files.updateMedia(file.id, {
        status: 'finished',
        width: meta.width ?? null,
        height: meta.height ?? null,
      });
    } catch (err) {
      app.log.error({ err, fileId: file.id }, 'image thumbnail failed');
      app.repos.files.updateMedia(file.id, { status: 'error', error: 'The image could not be processed' });
    }
  } else {
    app.repos.files.updateMedia(file.id, { status: 'processing' });
    app.media.enqueue(file.id);
  }
  return app.repos.files.findMedia(file.id) as MediaFileRow;
}

/** Deletes a media file, its derived files and their bytes. Missing files are ignored. */
export async function removeMedia(app: FastifyInstance, fileId: string | null | undefined): Promise<void> {
  if (!fileId) return;
  const rows = app.repos.files.deleteWithVariants(fileId);
  await Promise.all(rows.map((r) => fs.rm(storedPath(app, r), { force: true })));
}

// ---------------------------------------------------------------------------------------------------
// Processing queue

interface ProbeResult {
  duration: number | null;
  width: number | null;
  height: number | null;
  hasVideo: boolean;
  hasAudio: boolean;
}

interface ProbeJson {
  streams?: { codec_type?: string; width?: number; height?: number; duration?: string }[];
  format?: { duration?: string };
}

class ToolMissingError extends Error {}

function num(v: unknown): number | null {
  const n = typeof v === 'string' || typeof v === 'number' ? Number(v) : NaN;
  return Number.isFinite(n) && n > 0 ? n : null;
}

export type MediaSettledListener = (file: MediaFileRow) => void;

export class MediaQueue {
  private pending: string[] = [];
  private running: Promise<void> | null = null;
  private closed = false;
  private waiters: (() => void)[] = [];
  private children = new Set<ChildProcess>();
  private delayTimer: NodeJS.Timeout | null = null;
  private delayDone: (() => void) | null = null;
  private listeners: MediaSettledListener[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /** Queues a stored video/audio file for probing (no-op once the app closes). */
  enqueue(fileId: string): void {
    if (this.closed || this.pending.includes(fileId)) return;
    this.pending.push(fileId);
    this.pump();
  }

  /** Called with the file row once a job ends (finished or error). */
  onSettled(listener: MediaSettledListener): void {
    this.listeners.push(listener);
  }

  /** Resolves when nothing is queued or running (tests await it). */
  idle(): Promise<void> {
    if (!this.running && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Stops the queue: drops pending jobs, kills running tools, waits for the current job to unwind. */
  async close(): Promise<void> {
    this.closed = true;
    this.pending = [];
    if (this.delayTimer) clearTimeout(this.delayTimer);
    this.delayDone?.();
    for (const child of this.children) child.kill('SIGKILL');
    await this.running;
    this.flushWaiters();
  }

  private flushWaiters(): void {
    const waiters = this.waiters;
    this.waiters = [];
    waiters.forEach((w) => w());
  }

  private pump(): void {
    if (this.running) return;
    const next = this.closed ? undefined : this.pending.shift();
    if (!next) {
      this.flushWaiters();
      return;
    }
    this.running = this.runJob(next).finally(() => {
      this.running = null;
      this.pump();
    });
  }

  private hold(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.delayDone = () => {
        this.delayDone = null;
        this.delayTimer = null;
        resolve();
      };
      this.delayTimer = setTimeout(() => this.delayDone?.(), ms);
    });
  }

  private async runJob(fileId: string): Promise<void> {
    await this.hold(this.app.config.mediaProcessingDelayMs);
    if (this.closed) return;
    const file = this.app.repos.files.findMedia(fileId);
    if (!file || file.status !== 'processing') return;
    try {
      await this.process(file);
      if (this.closed) return;
      this.app.repos.files.updateMedia(fileId, { status: 'finished', error: '' });
    } catch (err) {
      // After close() the database may be gone and the kill was ours: leave the row for the next start.
      if (this.closed) return;
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof ToolMissingError) this.app.log.error({ fileId }, message);
      else this.app.log.warn({ fileId, err: message }, 'media processing failed');
      this.app.repos.files.updateMedia(fileId, { status: 'error', error: message.slice(0, 300) });
    }
    const settled = this.app.repos.files.findMedia(fileId);
    if (settled) {
      for (const listener of this.listeners) {
        try {
          listener(settled);
        } catch (err) {
          this.app.log.error({ err, fileId }, 'media listener failed');
        }
      }
    }
  }

  private exec(cmd: string, args: string[], timeout: number): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        cmd,
        args,
        {
          timeout,
          killSignal: 'SIGKILL',
          maxBuffer: 32 * 1024 * 1024,
          encoding: 'buffer',
          windowsHide: true,
        },
        (err, stdout) => {
          this.children.delete(child);
          if (err) {
            if ((err as NodeJS.ErrnoException).code === 'ENOENT') {
              reject(
                new ToolMissingError(
                  `${cmd} is not installed (Debian package "ffmpeg"): media file marked as error`,
                ),
              );
            } else {
              reject(new Error(`${path.basename(cmd)} could not read the file`));
            }
            return;
          }
          resolve(stdout);
        },
      );
      this.children.add(child);
    });
  }

  private async probe(file: string): Promise<ProbeResult> {
    const out = await this.exec(
      this.app.config.ffprobePath,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      PROBE_TIMEOUT_MS,
    );
    let json: ProbeJson;
    try {
      json = JSON.parse(out.toString('utf8')) as ProbeJson;
    } catch {
      throw new Error('ffprobe returned no readable information');
    }
    const streams = json.streams ?? [];
    const video = streams.find((s) => s.codec_type === 'video');
    const audio = streams.find((s) => s.codec_type === 'audio');
    return {
      duration: num(json.format?.duration) ?? num(video?.duration) ?? num(audio?.duration),
      width: num(video?.width),
      height: num(video?.height),
      hasVideo: Boolean(video),
      hasAudio: Boolean(audio),
    };
  }

  private async process(file: MediaFileRow): Promise<void> {
    const full = storedPath(this.app, file);
    const isVideo = file.mimeType.startsWith('video/');
    const info = await this.probe(full);
    if (this.closed) return;
    if (isVideo && !info.hasVideo) throw new Error('The file has no video stream');
    if (!isVideo && !info.hasAudio) throw new Error('The file has no audio stream');
    this.app.repos.files.updateMedia(file.id, {
      duration: info.duration,
      width: info.width,
      height: info.height,
    });
    if (!isVideo) {
      if (info.duration !== null && info.duration > MAX_AUDIO_SECONDS)
        throw new Error('Audio is longer than 15 minutes');
      return;
    }
    const at = info.duration && info.duration > 2 ? 1 : 0;
    const png = await this.exec(
      this.app.config.ffmpegPath,
      [
        '-v',
        'error',
        '-nostdin',
        '-ss',
        String(at),
        '-i',
        full,
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'png',
        'pipe:1',
      ],
      POSTER_TIMEOUT_MS,
    );
    if (!png.length) throw new Error('No poster frame could be taken');
    if (this.closed) return;
    await createImageVariants(this.app, file, png);
  }
}

/** Whether a kind's files need a signed URL (re-exported for callers of this module). */
export { isProtectedKind };
