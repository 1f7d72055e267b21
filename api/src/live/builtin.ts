// The built-in SFU as an engine: signed grants for browsers, the SFU's internal HTTP for revoke and close.
import { signGrant } from '../../sfu/grant';
import { CREDENTIAL_TTL_SECONDS, type LiveMediaEngine, type MediaAccess } from './engine';

export interface SfuEndpoint {
  /** what the API calls (loopback when the API started the SFU) */
  internalUrl: string;
  /** what browsers connect to for signalling */
  publicUrl: string;
  secret: string;
}

export class BuiltinEngine implements LiveMediaEngine {
  readonly name = 'builtin' as const;

  constructor(
    private readonly endpoint: () => SfuEndpoint | null,
    private readonly fetcher: typeof fetch = fetch,
  ) {}

  private get sfu(): SfuEndpoint {
    const sfu = this.endpoint();
    if (!sfu) throw new Error('The media server is not running');
    return sfu;
  }

  async credential(access: MediaAccess) {
    const sfu = this.sfu;
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

  private async post(path: string, body: unknown): Promise<void> {
    const sfu = this.endpoint();
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
