// The processing of stored video and audio (the `media` job, jobs/catalogue.ts): probes them with ffprobe and takes a video's
// poster frame with ffmpeg. Child processes run through execFile (never a shell) with timeouts. The tools read
// a local file: from a bucket (STORAGE=s3) the original is downloaded to a temporary folder for the job.
import { execFile, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { JobInterrupted } from '../jobs/engine';
import type { MediaFileRow } from '../repositories/files';
import { MAX_AUDIO_SECONDS, createImageVariants } from './media-store';
import { objectKey } from './storage';

const PROBE_TIMEOUT_MS = 30_000;
const POSTER_TIMEOUT_MS = 60_000;

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

/**
 * The `media` job's handler and app.media's face. Jobs go through app.jobs (in process, or BullMQ with
 * REDIS_URL, where any API process's worker may take one); this class runs the tools and records the outcome.
 */
export class MediaQueue {
  private closed = false;
  private children = new Set<ChildProcess>();
  private delayTimers = new Set<() => void>();
  private listeners: MediaSettledListener[] = [];

  constructor(private readonly app: FastifyInstance) {}

  /** Queues a stored video/audio file for probing (no-op once the app closes). */
  enqueue(fileId: string): void {
    if (this.closed) return;
    this.app.jobs
      .add('media', { fileId })
      .catch((err: unknown) => this.app.log.error({ err, fileId }, 'media job not queued'));
  }

  /** Called with the file row once a job ends (finished or error). */
  onSettled(listener: MediaSettledListener): void {
    this.listeners.push(listener);
  }

  /** Resolves when nothing is queued or running (tests await it). */
  idle(): Promise<void> {
    return this.app.jobs.idle('media');
  }

  /** Stops processing here: kills running tools; the jobs they belonged to end as interrupted. */
  async close(): Promise<void> {
    this.closed = true;
    this.delayTimers.forEach((done) => done());
    for (const child of this.children) child.kill('SIGKILL');
  }

  private hold(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.delayTimers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.delayTimers.add(done);
    });
  }

  /**
   * One job: a file still `processing` is probed and ends `finished` or `error` (a file the tools cannot read
   * stays unreadable: no retry). Idempotent: a file already settled is left alone, and a second run replaces
   * the poster's variants (files.insertVariant). Interrupted by this process stopping, it throws
   * JobInterrupted and the file stays `processing`: BullMQ gives the job to another worker; embedded, the next
   * start queues it again.
   */
  async runJob(fileId: string): Promise<void> {
    await this.hold(this.app.config.mediaProcessingDelayMs);
    if (this.closed) throw new JobInterrupted();
    const file = await this.app.repos.files.findMedia(fileId);
    if (!file || file.status !== 'processing') return;
    try {
      await this.process(file);
      if (this.closed) throw new JobInterrupted();
      await this.app.repos.files.updateMedia(fileId, { status: 'finished', error: '' });
    } catch (err) {
      if (this.closed || err instanceof JobInterrupted) throw new JobInterrupted();
      const message = err instanceof Error ? err.message : String(err);
      if (err instanceof ToolMissingError) this.app.log.error({ fileId }, message);
      else this.app.log.warn({ fileId, err: message }, 'media processing failed');
      await this.app.repos.files.updateMedia(fileId, { status: 'error', error: message.slice(0, 300) });
    }
    const settled = await this.app.repos.files.findMedia(fileId);
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

  private process(file: MediaFileRow): Promise<void> {
    return this.app.storage.withLocalFile(objectKey(file), (full) => this.processFile(file, full));
  }

  private async processFile(file: MediaFileRow, full: string): Promise<void> {
    const isVideo = file.mimeType.startsWith('video/');
    const info = await this.probe(full);
    if (this.closed) throw new JobInterrupted();
    if (isVideo && !info.hasVideo) throw new Error('The file has no video stream');
    if (!isVideo && !info.hasAudio) throw new Error('The file has no audio stream');
    await this.app.repos.files.updateMedia(file.id, {
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
    if (this.closed) throw new JobInterrupted();
    await createImageVariants(this.app, file, png);
  }
}
