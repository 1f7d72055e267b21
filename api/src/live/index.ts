// The engine in use, chosen on every call from configuration and settings (an operator can switch Agora on
// with `npm run settings`): LiveKit when configured, Agora when enabled with its certificate, else the
// built-in SFU. Remembers who got a credential for which room, so the live sweep can re-check them.
import type { AppConfig } from '../config';
import { AgoraEngine } from './agora';
import { BuiltinEngine, type SfuEndpoint } from './builtin';
import type { LiveMediaEngine, MediaAccess, MediaCredential } from './engine';
import { LiveKitEngine, type RoomService } from './livekit';
import { sfuList } from './sfu-list';

export interface LiveMediaDeps {
  config: AppConfig;
  setting: (key: string) => Promise<unknown>;
  fetcher?: typeof fetch;
  /** tests: a fake LiveKit RoomService */
  livekitRooms?: RoomService;
}

export class LiveMedia {
  private sfu: (() => SfuEndpoint | null) | null = null;
  private readonly builtin: BuiltinEngine;
  private livekitEngine: LiveKitEngine | null = null;
  /** room → users holding (or having held) a credential in it */
  readonly granted = new Map<string, Set<string>>();

  constructor(private readonly deps: LiveMediaDeps) {
    // SFU_URL's list (run elsewhere), else the one process server.ts started (SFU_URL=auto), else none
    const listed = sfuList(deps.config);
    this.builtin = new BuiltinEngine(() => {
      if (listed) return listed;
      const started = this.sfu?.();
      return started ? [started] : [];
    }, deps.fetcher);
  }

  /** The built-in SFU that carries `room` (tests, operators' diagnostics). */
  sfuFor(room: string): SfuEndpoint | null {
    return this.builtin.sfuFor(room);
  }

  /** server.ts hands over the SFU process it started. */
  attachSfu(endpoint: () => SfuEndpoint | null): void {
    this.sfu = endpoint;
  }

  async engine(): Promise<LiveMediaEngine> {
    const { config } = this.deps;
    if (config.livekitUrl && config.livekitApiKey && config.livekitApiSecret) {
      this.livekitEngine ??= new LiveKitEngine(
        { url: config.livekitUrl, apiKey: config.livekitApiKey, apiSecret: config.livekitApiSecret },
        this.deps.livekitRooms,
      );
      return this.livekitEngine;
    }
    const agora = await this.agora();
    return agora ?? this.builtin;
  }

  /** The Agora engine when enabled (settings agoraEnable + agoraAppId, and AGORA_APP_CERTIFICATE). */
  async agora(): Promise<AgoraEngine | null> {
    const { config, setting } = this.deps;
    const appId = config.agoraAppId || String((await setting('agoraAppId')) ?? '');
    const enable = await setting('agoraEnable');
    const enabled = enable === true || enable === 'true';
    if (!enabled || !appId || !config.agoraAppCertificate) return null;
    return new AgoraEngine(appId, config.agoraAppCertificate);
  }

  async credential(access: MediaAccess): Promise<MediaCredential> {
    const credential = await (await this.engine()).credential(access);
    let users = this.granted.get(access.room);
    if (!users) this.granted.set(access.room, (users = new Set()));
    users.add(access.userId);
    return credential;
  }

  async revoke(room: string, userId: string): Promise<void> {
    this.granted.get(room)?.delete(userId);
    await (await this.engine()).revoke(room, userId);
  }

  async close(room: string): Promise<void> {
    this.granted.delete(room);
    await (await this.engine()).close(room);
  }
}
