// The one media interface the live pages use (issue 12): publish, play, mute, leave, state and stats. Which
// engine runs is the API's answer (POST /streaming/media/{id}); ./index.ts creates it.
import type { MediaAccess } from '../types';

/** Video sent by a publisher: enough for 640×480–720p, within what one SFU process forwards smoothly. */
export const MAX_VIDEO_BITRATE = 1_000_000;

export type MediaState = 'connecting' | 'live' | 'reconnecting' | 'failed' | 'ended';

export interface MediaStats {
  /** receiving or sending video bitrate, kbit/s */
  bitrateKbps: number;
  width: number;
  height: number;
}

export interface LiveMedia {
  readonly engine: MediaAccess['engine'];
  /** Sends camera and microphone (the creator; both sides of a private show). */
  publish(stream: MediaStream): Promise<void>;
  /** Receives a publisher's media; the stream's tracks arrive as the connection opens. */
  play(publisherId: string): Promise<MediaStream>;
  setMuted(kind: 'audio' | 'video', muted: boolean): void;
  leave(): Promise<void>;
  /** connection state; `ended` carries why (revoked, session over) */
  onState(listener: (state: MediaState, message?: string) => void): () => void;
  /** who publishes now: a viewer (re)plays when the creator appears */
  onPublishers(listener: (publisherIds: string[]) => void): () => void;
  stats(): Promise<MediaStats | null>;
}

/** A fresh credential for the same session (renewals re-run the API's join decision). */
export type RenewAccess = () => Promise<MediaAccess>;
