// Agora as the engine (reference §5.5): a `live` client, host or audience by the API's grant, the user's id as
// the account uid, custom tracks from the page's own camera preview, token renewal on
// `token-privilege-will-expire` through POST /streaming/agora/token (which re-runs the join decision).
import type { MediaAccess } from '../types';
import { agoraToken } from '../api';
import { MediaEvents } from './listeners';
import { MAX_VIDEO_BITRATE, type LiveMedia, type MediaStats, type RenewAccess } from './live-media';

/** The parts of agora-rtc-sdk-ng this engine uses (tests pass a fake). */
export interface AgoraRemoteUser {
  uid: string | number;
  hasVideo?: boolean;
  videoTrack?: { getMediaStreamTrack(): MediaStreamTrack };
  audioTrack?: { getMediaStreamTrack(): MediaStreamTrack };
}
interface AgoraLocalTrack {
  setEnabled(enabled: boolean): Promise<void>;
  close(): void;
}
export interface AgoraClient {
  remoteUsers: AgoraRemoteUser[];
  setClientRole(role: 'host' | 'audience'): Promise<void>;
  join(appId: string, channel: string, token: string, uid: string): Promise<unknown>;
  publish(tracks: AgoraLocalTrack[]): Promise<void>;
  subscribe(user: AgoraRemoteUser, mediaType: 'audio' | 'video'): Promise<unknown>;
  renewToken(token: string): Promise<void>;
  leave(): Promise<void>;
  getRTCStats(): { RecvBitrate?: number; SendBitrate?: number };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(event: string, listener: (...args: any[]) => void): void;
}
export interface AgoraSdk {
  createClient(config: { mode: 'live'; codec: 'h264' | 'vp8' }): AgoraClient;
  createCustomAudioTrack(config: { mediaStreamTrack: MediaStreamTrack }): Promise<AgoraLocalTrack>;
  createCustomVideoTrack(config: {
    mediaStreamTrack: MediaStreamTrack;
    bitrateMax?: number;
  }): Promise<AgoraLocalTrack>;
}

export class AgoraMedia extends MediaEvents implements LiveMedia {
  readonly engine = 'agora' as const;
  private readonly client: AgoraClient;
  private joined: Promise<void> | null = null;
  private readonly locals: { kind: 'audio' | 'video'; track: AgoraLocalTrack }[] = [];
  private readonly playing = new Map<string, MediaStream>();

  constructor(
    private readonly access: Extract<MediaAccess, { engine: 'agora' }>,
    private readonly sdk: AgoraSdk,
    renew: RenewAccess,
    private readonly renewToken: (channel: string) => Promise<string> = agoraToken,
  ) {
    super();
    this.client = sdk.createClient({ mode: 'live', codec: 'h264' });
    this.client.on('connection-state-change', (state: string) => {
      if (state === 'CONNECTED') this.emitState('live');
      else if (state === 'RECONNECTING') this.emitState('reconnecting');
    });
    this.client.on('token-privilege-will-expire', () => {
      this.renewToken(this.access.channel)
        .then((token) => this.client.renewToken(token))
        .catch((err: unknown) => void this.end((err as Error)?.message));
    });
    this.client.on('token-privilege-did-expire', () => void this.end('Your access to this live has ended'));
    this.client.on('user-published', (user: AgoraRemoteUser, mediaType: 'audio' | 'video') => {
      this.announcePublishers();
      const stream = this.playing.get(String(user.uid));
      if (stream) void this.attach(user, mediaType, stream);
    });
    this.client.on('user-unpublished', () => this.announcePublishers());
    this.client.on('user-left', () => this.announcePublishers());
    void renew; // renewal goes through the Agora token call above
  }

  private announcePublishers() {
    this.publishers.emit(
      this.client.remoteUsers.filter((u) => u.hasVideo !== false).map((u) => String(u.uid)),
    );
  }

  private join(): Promise<void> {
    this.joined ??= (async () => {
      await this.client.setClientRole(this.access.publish ? 'host' : 'audience');
      await this.client.join(this.access.appId, this.access.channel, this.access.token, this.access.uid);
      this.emitState('live');
      this.announcePublishers();
    })();
    return this.joined;
  }

  private async attach(user: AgoraRemoteUser, mediaType: 'audio' | 'video', stream: MediaStream) {
    await this.client.subscribe(user, mediaType);
    const track = (mediaType === 'video' ? user.videoTrack : user.audioTrack)?.getMediaStreamTrack();
    if (track && !stream.getTracks().includes(track)) stream.addTrack(track);
  }

  async publish(stream: MediaStream): Promise<void> {
    await this.join();
    const tracks: AgoraLocalTrack[] = [];
    for (const track of stream.getTracks()) {
      const local =
        track.kind === 'video'
          ? await this.sdk.createCustomVideoTrack({
              mediaStreamTrack: track,
              bitrateMax: MAX_VIDEO_BITRATE / 1000,
            })
          : await this.sdk.createCustomAudioTrack({ mediaStreamTrack: track });
      this.locals.push({ kind: track.kind as 'audio' | 'video', track: local });
      tracks.push(local);
    }
    await this.client.publish(tracks);
  }

  async play(publisherId: string): Promise<MediaStream> {
    await this.join();
    const stream = this.playing.get(publisherId) ?? new MediaStream();
    this.playing.set(publisherId, stream);
    const user = this.client.remoteUsers.find((u) => String(u.uid) === publisherId);
    if (!user) throw new Error('The creator is not sending video yet');
    await this.attach(user, 'video', stream);
    await this.attach(user, 'audio', stream).catch(() => undefined);
    return stream;
  }

  setMuted(kind: 'audio' | 'video', muted: boolean): void {
    for (const local of this.locals) if (local.kind === kind) void local.track.setEnabled(!muted);
  }

  async stats(): Promise<MediaStats | null> {
    const s = this.client.getRTCStats();
    return { bitrateKbps: Math.round(((s.RecvBitrate || s.SendBitrate) ?? 0) / 1000), width: 0, height: 0 };
  }

  private async end(message?: string) {
    this.emitState('ended', message);
    await this.leaveClient();
  }

  private async leaveClient() {
    for (const local of this.locals.splice(0)) local.track.close();
    await this.client.leave().catch(() => undefined);
  }

  async leave(): Promise<void> {
    this.emitState('ended');
    await this.leaveClient();
  }
}
