// The built-in SFU engine in the browser: signalling over the SFU's socket.io with the API's grant, one
// RTCPeerConnection to publish (VP8/Opus, video capped at 1 Mbit/s) and one per played publisher. The SFU
// offers, the browser answers (candidates gathered before answering: no trickle needed on one SFU address).
import type { ManagerOptions, Socket, SocketOptions } from 'socket.io-client';
import { SFU_EVENTS } from '@api/contract/socket-events';
import type { MediaAccess } from '../types';
import { MediaEvents } from './listeners';
import { MAX_VIDEO_BITRATE, type LiveMedia, type MediaStats, type RenewAccess } from './live-media';

type Connect = (url: string, options: Partial<ManagerOptions & SocketOptions>) => Socket;
type Ack = { ok: boolean; message?: string; offer?: RTCSessionDescriptionInit; from?: string };

const GATHER_TIMEOUT_MS = 2_000;

function gathered(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      if (pc.iceGatheringState !== 'complete') return;
      pc.removeEventListener('icegatheringstatechange', done);
      resolve();
    };
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, GATHER_TIMEOUT_MS);
  });
}

export class BuiltinMedia extends MediaEvents implements LiveMedia {
  readonly engine = 'builtin' as const;
  private readonly socket: Socket;
  private publisher: RTCPeerConnection | null = null;
  private local: MediaStream | null = null;
  private readonly players = new Map<string, RTCPeerConnection>();
  private lastBytes = { bytes: 0, at: 0 };

  constructor(access: Extract<MediaAccess, { engine: 'builtin' }>, connect: Connect, renew: RenewAccess) {
    super();
    this.socket = connect(access.url, {
      transports: ['websocket'],
      auth: { grant: access.grant },
      reconnectionDelay: 1000,
      reconnectionDelayMax: 5000,
    });
    this.socket.on('connect', () => this.emitState('live'));
    this.socket.on('disconnect', (reason) => {
      if (this.state !== 'ended' && reason !== 'io client disconnect') this.emitState('reconnecting');
    });
    // a refused handshake: the grant expired (renew it) or access ended (the renewal says so)
    this.socket.on('connect_error', () => {
      renew()
        .then((next) => {
          if (next.engine === 'builtin') this.socket.auth = { grant: next.grant };
        })
        .catch((err: unknown) => {
          this.end((err as { message?: string })?.message || 'Your access to this live has ended');
        });
    });
    this.socket.on(SFU_EVENTS.mediaRevoked, (e: { message?: string }) => this.end(e?.message));
    this.socket.on(SFU_EVENTS.mediaEnded, (e: { message?: string }) => this.end(e?.message));
    this.socket.on(SFU_EVENTS.publishers, (e: { publishers?: string[] }) =>
      this.publishers.emit(Array.isArray(e?.publishers) ? e.publishers : []),
    );
  }

  private end(message?: string) {
    this.emitState('ended', message);
    this.close();
  }

  private async call(event: string, body: object): Promise<Ack> {
    const ack = (await this.socket.timeout(10_000).emitWithAck(event, body)) as Ack;
    if (!ack?.ok) throw new Error(ack?.message || 'Live video is unavailable right now');
    return ack;
  }

  private watch(pc: RTCPeerConnection) {
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed') this.emitState('failed', 'The video connection failed');
    });
  }

  async publish(stream: MediaStream): Promise<void> {
    this.local = stream;
    this.publisher?.close();
    const { offer } = await this.call(SFU_EVENTS.publish, {});
    const pc = new RTCPeerConnection();
    this.publisher = pc;
    this.watch(pc);
    await pc.setRemoteDescription(offer!);
    for (const transceiver of pc.getTransceivers()) {
      const track = stream.getTracks().find((t) => t.kind === transceiver.receiver.track.kind);
      if (!track) continue;
      await transceiver.sender.replaceTrack(track);
      transceiver.direction = 'sendonly';
    }
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    await this.call(SFU_EVENTS.answer, { role: 'publish', sdp: pc.localDescription!.sdp });
    const video = pc.getSenders().find((s) => s.track?.kind === 'video');
    if (video) {
      const params = video.getParameters();
      params.encodings = (params.encodings?.length ? params.encodings : [{}]).map((e) => ({
        ...e,
        maxBitrate: MAX_VIDEO_BITRATE,
      }));
      await video.setParameters(params).catch(() => undefined);
    }
  }

  async play(publisherId: string): Promise<MediaStream> {
    this.players.get(publisherId)?.close();
    const { offer, from } = await this.call(SFU_EVENTS.play, { from: publisherId });
    const pc = new RTCPeerConnection();
    this.players.set(publisherId, pc);
    this.watch(pc);
    const remote = new MediaStream();
    pc.addEventListener('track', (e) => remote.addTrack(e.track));
    await pc.setRemoteDescription(offer!);
    await pc.setLocalDescription(await pc.createAnswer());
    await gathered(pc);
    await this.call(SFU_EVENTS.answer, {
      role: 'play',
      sdp: pc.localDescription!.sdp,
      from: from ?? publisherId,
    });
    return remote;
  }

  setMuted(kind: 'audio' | 'video', muted: boolean): void {
    for (const track of this.local?.getTracks() ?? []) if (track.kind === kind) track.enabled = !muted;
  }

  async stats(): Promise<MediaStats | null> {
    const pc = this.publisher ?? [...this.players.values()][0];
    if (!pc) return null;
    const report = await pc.getStats();
    let bytes = 0;
    let width = 0;
    let height = 0;
    report.forEach((s: RTCStats & Record<string, unknown>) => {
      if (s.kind !== 'video') return;
      if (s.type === 'inbound-rtp' || s.type === 'outbound-rtp') {
        bytes += Number(s.bytesReceived ?? s.bytesSent ?? 0);
        width = Number(s.frameWidth ?? width);
        height = Number(s.frameHeight ?? height);
      }
    });
    const now = performance.now();
    const kbps = this.lastBytes.at > 0 ? ((bytes - this.lastBytes.bytes) * 8) / (now - this.lastBytes.at) : 0;
    this.lastBytes = { bytes, at: now };
    return { bitrateKbps: Math.max(0, Math.round(kbps)), width, height };
  }

  private close() {
    this.publisher?.close();
    this.publisher = null;
    for (const pc of this.players.values()) pc.close();
    this.players.clear();
    this.socket.disconnect();
  }

  async leave(): Promise<void> {
    this.emitState('ended');
    this.close();
  }
}
