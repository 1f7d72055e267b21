// LiveKit as an engine: room tokens minted with livekit-server-sdk, participants removed and rooms deleted
// through its RoomService API.
import { AccessToken, RoomServiceClient } from 'livekit-server-sdk';
import { CREDENTIAL_TTL_SECONDS, type LiveMediaEngine, type MediaAccess } from './engine';

export interface LiveKitConfig {
  url: string;
  apiKey: string;
  apiSecret: string;
}

/** The part of RoomServiceClient we use (tests pass a fake). */
export type RoomService = Pick<RoomServiceClient, 'removeParticipant' | 'deleteRoom'>;

export class LiveKitEngine implements LiveMediaEngine {
  readonly name = 'livekit' as const;
  private readonly rooms: RoomService;

  constructor(
    private readonly config: LiveKitConfig,
    rooms?: RoomService,
  ) {
    this.rooms =
      rooms ?? new RoomServiceClient(config.url.replace(/^ws/, 'http'), config.apiKey, config.apiSecret);
  }

  async credential(access: MediaAccess) {
    const token = new AccessToken(this.config.apiKey, this.config.apiSecret, {
      identity: access.userId,
      ttl: CREDENTIAL_TTL_SECONDS,
    });
    token.addGrant({
      room: access.room,
      roomJoin: true,
      canPublish: access.publish,
      canSubscribe: access.play,
      canPublishData: false,
    });
    return {
      engine: 'livekit' as const,
      url: this.config.url,
      room: access.room,
      token: await token.toJwt(),
      expiresIn: CREDENTIAL_TTL_SECONDS,
    };
  }

  async revoke(room: string, userId: string): Promise<void> {
    await this.rooms.removeParticipant(room, userId).catch((err: unknown) => {
      // not in the room (any more): nothing to drop
      if (!/not.?found/i.test(String((err as Error)?.message ?? err))) throw err;
    });
  }

  async close(room: string): Promise<void> {
    await this.rooms.deleteRoom(room).catch(() => undefined);
  }
}
