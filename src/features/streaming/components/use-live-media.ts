// Connects a live page to the engine the API names for a session: fetches the credential (the API's join
// decision), creates the LiveMedia, reports its state, leaves on unmount. Renewals fetch a new credential.
import { useEffect, useState } from 'react';
import { toApiError } from '@/lib/api-error';
import { mediaAccess } from '../api';
import { createLiveMedia } from '../media';
import type { LiveMedia, MediaState } from '../media/live-media';
import type { MediaAccess } from '../types';

export interface LiveMediaHandle {
  media: LiveMedia | null;
  access: MediaAccess | null;
  state: MediaState | 'idle';
  message: string;
}

const IDLE: LiveMediaHandle = { media: null, access: null, state: 'idle', message: '' };

export function useLiveMedia(streamId: string | null): LiveMediaHandle {
  const [handle, setHandle] = useState<LiveMediaHandle & { streamId: string | null }>({
    ...IDLE,
    streamId: null,
  });
  useEffect(() => {
    if (!streamId) return;
    let media: LiveMedia | null = null;
    let cancelled = false;
    (async () => {
      try {
        const access = await mediaAccess(streamId);
        const created = await createLiveMedia(access, () => mediaAccess(streamId));
        if (cancelled) {
          void created.leave();
          return;
        }
        media = created;
        created.onState((state, message) =>
          setHandle((h) => ({ ...h, state, message: message ?? (state === h.state ? h.message : '') })),
        );
        setHandle({ media: created, access, state: 'connecting', message: '', streamId });
      } catch (err) {
        if (!cancelled)
          setHandle({
            media: null,
            access: null,
            state: 'failed',
            message: toApiError(err, 'Live video is unavailable right now').message,
            streamId,
          });
      }
    })();
    return () => {
      cancelled = true;
      void media?.leave();
    };
  }, [streamId]);
  if (!streamId) return IDLE;
  // a new session: connecting until its engine answers
  if (handle.streamId !== streamId) return { ...IDLE, state: 'connecting' };
  return handle;
}
