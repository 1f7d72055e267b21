// LiveKit as the engine: one Room per page, the API's room token, the page's camera published as tracks
// (video capped like the built-in engine), the publisher's tracks received as they are subscribed.
import type * as LiveKit from 'livekit-client';
import type { MediaAccess } from '../types';
import { MediaEvents } from './listeners';
import { MAX_VIDEO_BITRATE, type LiveMedia, type MediaStats, type RenewAccess } from './live-media';

export type LiveKitSdk = Pick<typeof LiveKit, 'Room' | 'RoomEvent'>;

export class LiveKitMedia extends MediaEvents implements LiveMedia {
  readonly engine = 'livekit' as const;
  private readonly room: LiveKit.Room;
  private connected: Promise<void> | null = null;
  private local: MediaStream | null = null;
  private readonly playing = new Map<string, MediaStream>();

  constructor(
    private readonly access: Extract<MediaAccess, { engine: 'livekit' }>,
    sdk: LiveKitSdk,
    renew: RenewAccess,
  ) {
    super();
    const { RoomEvent } = sdk;
    this.room = new sdk.Room({ adaptiveStream: true, dynacast: true });
    this.room.on(RoomEvent.Reconnecting, () => this.emitState('reconnecting'));
    this.room.on(RoomEvent.Reconnected, () => this.emitState('live'));
    this.room.on(RoomEvent.Disconnected, () => this.emitState('ended', 'Your access to this live has ended'));
    this.room.on(RoomEvent.TrackSubscribed, (track, _publication, participant) => {
      const stream = this.playing.get(participant.identity);
      if (stream && !stream.getTracks().includes(track.mediaStreamTrack))
        stream.addTrack(track.mediaStreamTrack);
    });
    const announce = () =>
      this.publishers.emit(
        [...this.room.remoteParticipants.values()]
          .filter((p) => p.trackPublications.size > 0)
          .map((p) => p.identity),
      );
    this.room.on(RoomEvent.TrackPublished, announce);
    this.room.on(RoomEvent.TrackUnpublished, announce);
    this.room.on(RoomEvent.ParticipantDisconnected, announce);
    void renew; // LiveKit refreshes the token of a connected participant itself
  }

  private connect(): Promise<void> {
    this.connected ??= this.room
      .connect(this.access.url, this.access.token)
      .then(() => this.emitState('live'));
    return this.connected;
  }

  async publish(stream: MediaStream): Promise<void> {
    await this.connect();
    this.local = stream;
    for (const track of stream.getTracks()) {
      await this.room.localParticipant.publishTrack(
        track,
        track.kind === 'video' ? { videoEncoding: { maxBitrate: MAX_VIDEO_BITRATE, maxFramerate: 30 } } : {},
      );
    }
  }

  async play(publisherId: string): Promise<MediaStream> {
    await this.connect();
    const stream = this.playing.get(publisherId) ?? new MediaStream();
    this.playing.set(publisherId, stream);
    const participant = this.room.remoteParticipants.get(publisherId);
    if (!participant) throw new Error('The creator is not sending video yet');
    for (const publication of participant.trackPublications.values()) {
      const track = publication.track?.mediaStreamTrack;
      if (track && !stream.getTracks().includes(track)) stream.addTrack(track);
    }
    return stream;
  }

  setMuted(kind: 'audio' | 'video', muted: boolean): void {
    for (const track of this.local?.getTracks() ?? []) if (track.kind === kind) track.enabled = !muted;
  }

  async stats(): Promise<MediaStats | null> {
    return null;
  }

  async leave(): Promise<void> {
    this.emitState('ended');
    await this.room.disconnect();
  }
}
