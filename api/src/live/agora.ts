// Agora as an engine (reference §5.5): RTC tokens for the user's account (the uid is the user id), publisher
// or subscriber role. Agora has no per-account kick here: tokens are short (CREDENTIAL_TTL_SECONDS) and their
// renewal (`token-privilege-will-expire` → POST /streaming/agora/token) re-runs the join decision, and the
// page leaves on the socket's `media-revoked` at once.
import { RtcRole, RtcTokenBuilder } from 'agora-token';
import { CREDENTIAL_TTL_SECONDS, type LiveMediaEngine, type MediaAccess } from './engine';

export class AgoraEngine implements LiveMediaEngine {
  readonly name = 'agora' as const;

  constructor(
    private readonly appId: string,
    private readonly certificate: string,
  ) {}

  token(channel: string, userId: string, publish: boolean): string {
    return RtcTokenBuilder.buildTokenWithUserAccount(
      this.appId,
      this.certificate,
      channel,
      userId,
      publish ? RtcRole.PUBLISHER : RtcRole.SUBSCRIBER,
      CREDENTIAL_TTL_SECONDS,
      CREDENTIAL_TTL_SECONDS,
    );
  }

  async credential(access: MediaAccess) {
    return {
      engine: 'agora' as const,
      appId: this.appId,
      channel: access.room,
      uid: access.userId,
      token: this.token(access.room, access.userId, access.publish),
      expiresIn: CREDENTIAL_TTL_SECONDS,
    };
  }

  async revoke(): Promise<void> {
    // the renewal is refused (see above); nothing to call
  }

  async close(): Promise<void> {
    // channels close when the last user leaves
  }
}
