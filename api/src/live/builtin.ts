// The built-in SFU as an engine: signed grants for browsers, the SFU's internal HTTP for revoke and close. With
// several SFUs (SFU_URL lists them) every call about a room goes to that room's SFU (sfu-list.ts placeRoom).
import { signGrant } from '../../sfu/grant';
import { CREDENTIAL_TTL_SECONDS, type LiveMediaEngine, type MediaAccess } from './engine';
import { placeRoom, type SfuEndpoint } from './sfu-list';

export type { SfuEndpoint };

export class BuiltinEngine implements LiveMediaEngine {
  readonly name = 'builtin' as const;

  constructor(
    private readonly endpoints: () => readonly SfuEndpoint[],
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  /** The SFU that carries `room` (null: none running). */
  sfuFor(room: string): SfuEndpoint | null {
    return placeRoom(room, this.endpoints());
  }

  async credential(access: MediaAccess) {
    const sfu = this.sfuFor(access.room);
    if (!sfu) throw new Error('The media server is not running');
    return {
      engine: 'builtin' as const,
      url: sfu.publicUrl,
      room: access.room,
      grant: signGrant(
        sfu.secret,
        { room: access.room, user: access.userId, publish: access.publish, play: access.play },
        Date.now(),
        CREDENTIAL_TTL_SECONDS,
      ),
      expiresIn: CREDENTIAL_TTL_SECONDS,
    };
  }

  private async post(path: string, body: { room: string; user?: string }): Promise<void> {
    const sfu = this.sfuFor(body.room);
    if (!sfu) return; // no SFU, no media to drop
    const res = await this.fetcher(`${sfu.internalUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sfu.secret}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`SFU ${path} answered ${res.status}`);
  }

  revoke(room: string, userId: string) {
    return this.post('/internal/revoke', { room, user: userId });
  }

  close(room: string) {
    return this.post('/internal/close', { room });
  }
}
