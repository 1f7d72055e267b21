// The three LiveMedia engines against fakes of their SDKs' client interfaces (no network reaches Agora or
// LiveKit here): roles, join parameters, publishing with the bitrate cap, playing a publisher's tracks, token
// renewal, publishers announced, and the end of access (revocation, expiry, disconnect) reported as `ended`.
import type { Socket } from 'socket.io-client';
import { AgoraMedia, type AgoraRemoteUser, type AgoraSdk } from '@/features/streaming/media/agora-media';
import { BuiltinMedia } from '@/features/streaming/media/builtin-media';
import { LiveKitMedia, type LiveKitSdk } from '@/features/streaming/media/livekit-media';
import type { MediaAccess } from '@/features/streaming/types';
import { FakeSocket } from '../fake-socket';

// jsdom has no media: the few members the engines touch
class FakeTrack {
  enabled = true;
  constructor(readonly kind: 'audio' | 'video') {}
}
class FakeMediaStream {
  private tracks: FakeTrack[] = [];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(t: FakeTrack) {
    this.tracks.push(t);
  }
  getTracks() {
    return this.tracks;
  }
}
(globalThis as unknown as { MediaStream: unknown }).MediaStream = FakeMediaStream;
const camera = () =>
  new FakeMediaStream([new FakeTrack('video'), new FakeTrack('audio')]) as unknown as MediaStream;
type Handler = (...args: unknown[]) => void;

describe('Agora engine', () => {
  class FakeClient {
    remoteUsers: AgoraRemoteUser[] = [];
    calls: unknown[][] = [];
    handlers = new Map<string, Handler>();
    async setClientRole(role: string) {
      this.calls.push(['role', role]);
    }
    async join(...args: unknown[]) {
      this.calls.push(['join', ...args]);
    }
    async publish(tracks: unknown[]) {
      this.calls.push(['publish', tracks.length]);
    }
    async subscribe(user: AgoraRemoteUser, type: string) {
      this.calls.push(['subscribe', user.uid, type]);
    }
    async renewToken(token: string) {
      this.calls.push(['renew', token]);
    }
    async leave() {
      this.calls.push(['leave']);
    }
    getRTCStats() {
      return { RecvBitrate: 812_000 };
    }
    on(event: string, fn: Handler) {
      this.handlers.set(event, fn);
    }
    fire(event: string, ...args: unknown[]) {
      this.handlers.get(event)?.(...args);
    }
  }
  const setup = (publish: boolean) => {
    const client = new FakeClient();
    const local: { kind: string; enabled: boolean[]; config: unknown }[] = [];
    const track = (kind: string) => (config: unknown) => {
      const t = { kind, enabled: [] as boolean[], config };
      local.push(t);
      return Promise.resolve({
        setEnabled: async (on: boolean) => void t.enabled.push(on),
        close: () => undefined,
      });
    };
    const sdk: AgoraSdk = {
      createClient: (config) => {
        client.calls.push(['create', config]);
        return client;
      },
      createCustomAudioTrack: track('audio'),
      createCustomVideoTrack: track('video'),
    };
    const access = {
      engine: 'agora',
      appId: 'app-1',
      channel: 'session-1',
      token: 'token-1',
      uid: 'user-1',
      publish,
      play: !publish,
      publisherId: 'creator-1',
    } as Extract<MediaAccess, { engine: 'agora' }>;
    const renewToken = jest.fn(async () => 'token-2');
    const media = new AgoraMedia(access, sdk, async () => access, renewToken);
    return { client, media, local, renewToken };
  };

  test('a host joins live mode with the user account, publishes the camera capped, mutes', async () => {
    const { client, media, local } = setup(true);
    await media.publish(camera());
    expect(client.calls).toEqual([
      ['create', { mode: 'live', codec: 'h264' }],
      ['role', 'host'],
      ['join', 'app-1', 'session-1', 'token-1', 'user-1'],
      ['publish', 2],
    ]);
    expect(local.find((t) => t.kind === 'video')?.config).toMatchObject({ bitrateMax: 1000 });
    media.setMuted('audio', true);
    expect(local.find((t) => t.kind === 'audio')?.enabled).toEqual([false]);
    expect(local.find((t) => t.kind === 'video')?.enabled).toEqual([]);
  });

  test('an audience member plays the creator, renews the token, and ends when it cannot', async () => {
    const { client, media, renewToken } = setup(false);
    const publishers: string[][] = [];
    const states: string[] = [];
    media.onPublishers((ids) => publishers.push(ids));
    media.onState((s, m) => states.push(`${s}${m ? `: ${m}` : ''}`));
    await expect(media.play('creator-1')).rejects.toThrow('The creator is not sending video yet');
    const video = new FakeTrack('video');
    const creator: AgoraRemoteUser = {
      uid: 'creator-1',
      hasVideo: true,
      videoTrack: { getMediaStreamTrack: () => video as unknown as MediaStreamTrack },
    };
    client.remoteUsers = [creator];
    client.fire('user-published', creator, 'video');
    expect(publishers.at(-1)).toEqual(['creator-1']);
    const stream = await media.play('creator-1');
    expect(stream.getTracks()).toEqual([video]);
    expect(client.calls).toContainEqual(['role', 'audience']);
    expect(client.calls).toContainEqual(['subscribe', 'creator-1', 'video']);
    client.fire('token-privilege-will-expire');
    await new Promise((r) => setTimeout(r, 0));
    expect(renewToken).toHaveBeenCalledWith('session-1');
    expect(client.calls).toContainEqual(['renew', 'token-2']);
    expect(await media.stats()).toMatchObject({ bitrateKbps: 812 });
    renewToken.mockRejectedValueOnce(new Error("Please subscribe to join creator's live"));
    client.fire('token-privilege-will-expire');
    await new Promise((r) => setTimeout(r, 0));
    expect(states).toContain("ended: Please subscribe to join creator's live");
    expect(client.calls.at(-1)).toEqual(['leave']);
  });
});

describe('LiveKit engine', () => {
  class FakeRoom {
    static last: FakeRoom;
    handlers = new Map<string, Handler[]>();
    connected: unknown[] = [];
    published: unknown[][] = [];
    remoteParticipants = new Map<
      string,
      { identity: string; trackPublications: Map<string, { track?: { mediaStreamTrack: unknown } }> }
    >();
    localParticipant = {
      publishTrack: async (track: unknown, options: unknown) => {
        this.published.push([track, options]);
      },
    };
    constructor(readonly options: unknown) {
      FakeRoom.last = this;
    }
    on(event: string, fn: Handler) {
      this.handlers.set(event, [...(this.handlers.get(event) ?? []), fn]);
      return this;
    }
    fire(event: string, ...args: unknown[]) {
      for (const fn of this.handlers.get(event) ?? []) fn(...args);
    }
    async connect(url: string, token: string) {
      this.connected.push(url, token);
    }
    async disconnect() {
      this.connected.push('disconnect');
    }
  }
  const RoomEvent = {
    Reconnecting: 'reconnecting',
    Reconnected: 'reconnected',
    Disconnected: 'disconnected',
    TrackSubscribed: 'trackSubscribed',
    TrackPublished: 'trackPublished',
    TrackUnpublished: 'trackUnpublished',
    ParticipantDisconnected: 'participantDisconnected',
  };
  const sdk = { Room: FakeRoom, RoomEvent } as unknown as LiveKitSdk;
  const access = (publish: boolean) =>
    ({
      engine: 'livekit',
      url: 'wss://lk.example',
      token: 'jwt',
      room: 'r',
      publish,
      play: !publish,
      publisherId: 'c',
    }) as Extract<MediaAccess, { engine: 'livekit' }>;

  test('publishes each track with the video cap; plays the creator as tracks subscribe; ends on disconnect', async () => {
    const host = new LiveKitMedia(access(true), sdk, async () => access(true));
    const room = FakeRoom.last;
    const cam = camera();
    await host.publish(cam);
    expect(room.connected).toEqual(['wss://lk.example', 'jwt']);
    expect(room.published.map(([, o]) => o)).toEqual([
      { videoEncoding: { maxBitrate: 1_000_000, maxFramerate: 30 } },
      {},
    ]);

    const viewer = new LiveKitMedia(access(false), sdk, async () => access(false));
    const vroom = FakeRoom.last;
    const states: string[] = [];
    viewer.onState((s) => states.push(s));
    await expect(viewer.play('c')).rejects.toThrow('not sending video yet');
    const first = new FakeTrack('video');
    vroom.remoteParticipants.set('c', {
      identity: 'c',
      trackPublications: new Map([['v', { track: { mediaStreamTrack: first } }]]),
    });
    const stream = await viewer.play('c');
    expect(stream.getTracks()).toEqual([first]);
    const audio = new FakeTrack('audio');
    vroom.fire('trackSubscribed', { mediaStreamTrack: audio }, {}, { identity: 'c' });
    vroom.fire(
      'trackSubscribed',
      { mediaStreamTrack: new FakeTrack('audio') },
      {},
      { identity: 'someone-else' },
    );
    expect(stream.getTracks()).toEqual([first, audio]);
    vroom.fire('reconnecting');
    vroom.fire('disconnected');
    expect(states).toEqual(['live', 'reconnecting', 'ended']);
  });
});

describe('built-in engine', () => {
  const access = {
    engine: 'builtin',
    url: 'http://sfu.test:4100',
    grant: 'grant-1',
    room: 'r',
    publish: false,
    play: true,
    publisherId: 'c',
  } as Extract<MediaAccess, { engine: 'builtin' }>;

  test('signals to the SFU with the grant; a refused handshake renews it; revocation ends the media', async () => {
    let socket!: FakeSocket & { auth?: unknown; timeout?: unknown };
    const connect = jest.fn((_url: string, options: { auth?: unknown }) => {
      socket = Object.assign(new FakeSocket(), { auth: options.auth });
      return socket as unknown as Socket;
    });
    const renew = jest.fn(async () => ({ ...access, grant: 'grant-2' }));
    const media = new BuiltinMedia(access, connect, renew);
    expect(connect).toHaveBeenCalledWith(
      'http://sfu.test:4100',
      expect.objectContaining({ auth: { grant: 'grant-1' }, transports: ['websocket'] }),
    );
    const states: string[] = [];
    const publishers: string[][] = [];
    media.onState((s, m) => states.push(`${s}${m ? `: ${m}` : ''}`));
    media.onPublishers((ids) => publishers.push(ids));
    socket.fire('connect');
    socket.fire('publishers', { publishers: ['c'] });
    expect(publishers).toEqual([['c']]);
    socket.fire('connect_error', new Error('Media access refused: join the live again'));
    await new Promise((r) => setTimeout(r, 0));
    expect(socket.auth).toEqual({ grant: 'grant-2' });
    renew.mockRejectedValueOnce({ statusCode: 403, message: 'You has been blocked by this model' });
    socket.fire('connect_error', new Error('refused'));
    await new Promise((r) => setTimeout(r, 0));
    expect(states).toEqual(['live', 'ended: You has been blocked by this model']);
    expect(socket.disconnect).toHaveBeenCalled();
  });

  test('an explicit revocation from the SFU ends the media with its message', () => {
    let socket!: FakeSocket;
    const media = new BuiltinMedia(
      access,
      () => {
        socket = new FakeSocket();
        return socket as unknown as Socket;
      },
      async () => access,
    );
    const states: string[] = [];
    media.onState((s, m) => states.push(`${s}: ${m}`));
    socket.fire('media-revoked', { message: 'Your access to this live has ended' });
    expect(states).toEqual(['ended: Your access to this live has ended']);
  });
});
