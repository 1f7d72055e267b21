// Live media engines behind one interface (issue 12). The API decides who may publish or receive (the join
// decision) and then asks the engine in use for a credential; revocation and room cleanup go through it too.
// Engines: the built-in SFU (default, its own process), Agora (settings agoraEnable + agoraAppId and the
// certificate), LiveKit (LIVEKIT_URL + key + secret).

export type EngineName = 'builtin' | 'agora' | 'livekit';

export interface MediaAccess {
  /** the session's sessionId: the engine's room / channel */
  room: string;
  userId: string;
  publish: boolean;
  play: boolean;
}

export type MediaCredential =
  | { engine: 'builtin'; url: string; grant: string; room: string; expiresIn: number }
  | { engine: 'agora'; appId: string; channel: string; token: string; uid: string; expiresIn: number }
  | { engine: 'livekit'; url: string; token: string; room: string; expiresIn: number };

export interface LiveMediaEngine {
  readonly name: EngineName;
  credential(access: MediaAccess): Promise<MediaCredential>;
  /** Drops one user's media in a room now; older credentials of theirs stop working. */
  revoke(room: string, userId: string): Promise<void>;
  /** Frees a room when its session ends (everyone in it is dropped). */
  close(room: string): Promise<void>;
}

/** How long a credential admits a new connection; renewals re-run the join decision. */
export const CREDENTIAL_TTL_SECONDS = 120;
