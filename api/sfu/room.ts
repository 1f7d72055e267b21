// One live session's media inside the SFU: publishers (the creator; both sides of a private show) send one
// VP8 + Opus stream each; every admitted receiver gets its own send-only tracks fed with the publisher's
// packets, forwarded as they are (no transcoding). Keyframe requests from receivers are throttled.
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  type RTCRtpTransceiver,
  type RtpPacket,
} from 'werift';

export interface PeerOptions {
  /** extra host addresses to gather ICE candidates on (e.g. 127.0.0.1 for loopback tests, a public IP) */
  hostAddresses: string[];
  /** UDP port range for ICE, e.g. [40000, 40199]; undefined = any */
  portRange?: [number, number];
  /** STUN / TURN servers (coturn) */
  iceServers: { urls: string; username?: string; credential?: string }[];
}

/** Receivers' picture-loss requests reach the publisher at most this often (each one is a keyframe for all). */
export const PLI_INTERVAL_MS = 500;

function peer(options: PeerOptions): RTCPeerConnection {
  return new RTCPeerConnection({
    codecs: {
      video: [
        new RTCRtpCodecParameters({
          mimeType: 'video/VP8',
          clockRate: 90000,
          rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }],
        }),
      ],
      audio: [new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48000, channels: 2 })],
    },
    // No transport-wide congestion control or REMB: negotiated against werift they made Chrome throttle the
    // publisher to a few hundred kbps. The publisher caps its own bitrate instead.
    headerExtensions: { video: [], audio: [] },
    iceAdditionalHostAddresses: options.hostAddresses,
    icePortRange: options.portRange,
    iceServers: options.iceServers,
  });
}

type Kind = 'video' | 'audio';

export interface Publication {
  user: string;
  pc: RTCPeerConnection;
  video?: RTCRtpTransceiver;
  videoSsrc?: number;
  lastPli: number;
  /** serialised packets forwarded so far (stats) */
  packets: number;
}

export interface Subscription {
  user: string;
  from: string;
  pc: RTCPeerConnection;
  tracks: Record<Kind, MediaStreamTrack>;
}

export class Room {
  readonly publications = new Map<string, Publication>();
  readonly subscriptions = new Set<Subscription>();
  forwarded = 0;

  constructor(
    readonly id: string,
    private readonly options: PeerOptions,
  ) {}

  get receiverCount(): number {
    return this.subscriptions.size;
  }

  /** A publisher's connection: the SFU offers to receive one video and one audio track. */
  async publish(user: string): Promise<{ sdp: string; type: 'offer' }> {
    this.unpublish(user);
    const pc = peer(this.options);
    const publication: Publication = { user, pc, lastPli: 0, packets: 0 };
    this.publications.set(user, publication);
    for (const kind of ['video', 'audio'] as const) {
      const transceiver = pc.addTransceiver(kind, { direction: 'recvonly' });
      if (kind === 'video') publication.video = transceiver;
      transceiver.onTrack.subscribe((track) => {
        if (kind === 'video') {
          publication.videoSsrc = track.ssrc;
          this.requestKeyframe(user, true);
        }
        track.onReceiveRtp.subscribe((rtp: RtpPacket) => this.forward(publication, kind, rtp));
      });
    }
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    return { sdp: pc.localDescription!.sdp, type: 'offer' };
  }

  /** A receiver's connection: send-only tracks fed from `from`'s publication (it may start later). */
  async subscribe(user: string, from: string): Promise<{ sdp: string; type: 'offer' }> {
    for (const existing of this.subscriptions)
      if (existing.user === user && existing.from === from) this.closeSubscription(existing);
    const pc = peer(this.options);
    const tracks = {
      video: new MediaStreamTrack({ kind: 'video' }),
      audio: new MediaStreamTrack({ kind: 'audio' }),
    };
    const subscription: Subscription = { user, from, pc, tracks };
    this.subscriptions.add(subscription);
    const video = pc.addTransceiver(tracks.video, { direction: 'sendonly' });
    pc.addTransceiver(tracks.audio, { direction: 'sendonly' });
    video.sender.onPictureLossIndication.subscribe(() => this.requestKeyframe(from));
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected') this.requestKeyframe(from, true);
      if (state === 'failed' || state === 'closed') this.subscriptions.delete(subscription);
    });
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    return { sdp: pc.localDescription!.sdp, type: 'offer' };
  }

  /** The browser's answer to one of our offers. */
  async answer(user: string, role: 'publish' | 'play', sdp: string, from = ''): Promise<void> {
    const pc =
      role === 'publish'
        ? this.publications.get(user)?.pc
        : [...this.subscriptions].find((s) => s.user === user && (!from || s.from === from))?.pc;
    if (!pc) throw new Error('No media negotiation in progress');
    await pc.setRemoteDescription({ type: 'answer', sdp });
  }

  private forward(publication: Publication, kind: Kind, rtp: RtpPacket): void {
    let wire: Buffer | undefined;
    for (const subscription of this.subscriptions) {
      if (subscription.from !== publication.user) continue;
      // one serialisation per packet; each sender rewrites its own copy's ssrc, sequence and payload type
      wire ??= rtp.serialize();
      subscription.tracks[kind].writeRtp(wire);
      this.forwarded += 1;
    }
    publication.packets += 1;
  }

  /** Asks a publisher for a keyframe, at most once per PLI_INTERVAL_MS unless forced (a new receiver). */
  requestKeyframe(from: string, force = false): void {
    const publication = this.publications.get(from);
    if (!publication?.video || publication.videoSsrc === undefined) return;
    const now = Date.now();
    if (!force && now - publication.lastPli < PLI_INTERVAL_MS) return;
    publication.lastPli = now;
    void publication.video.receiver.sendRtcpPLI(publication.videoSsrc).catch(() => undefined);
  }

  publishers(): string[] {
    return [...this.publications.keys()];
  }

  unpublish(user: string): void {
    const publication = this.publications.get(user);
    if (!publication) return;
    this.publications.delete(user);
    void publication.pc.close().catch(() => undefined);
  }

  private closeSubscription(subscription: Subscription): void {
    this.subscriptions.delete(subscription);
    subscription.tracks.video.stop();
    subscription.tracks.audio.stop();
    void subscription.pc.close().catch(() => undefined);
  }

  /** Drops everything of one user in this room (leave, disconnect, revocation). */
  drop(user: string): void {
    this.unpublish(user);
    for (const subscription of [...this.subscriptions]) {
      if (subscription.user === user) this.closeSubscription(subscription);
    }
  }

  close(): void {
    for (const user of this.publishers()) this.unpublish(user);
    for (const subscription of [...this.subscriptions]) this.closeSubscription(subscription);
  }

  get empty(): boolean {
    return this.publications.size === 0 && this.subscriptions.size === 0;
  }
}
