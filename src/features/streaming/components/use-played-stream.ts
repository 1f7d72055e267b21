// Plays one publisher through a LiveMedia: now if they publish, else as soon as they appear (the creator
// starting, or coming back after a reload); again when they publish anew.
import { useEffect, useState } from 'react';
import type { LiveMedia } from '../media/live-media';

export function usePlayedStream(media: LiveMedia | null, publisherId: string): MediaStream | null {
  const [played, setPlayed] = useState<{ media: LiveMedia | null; stream: MediaStream | null }>({
    media: null,
    stream: null,
  });
  useEffect(() => {
    if (!media || !publisherId) return;
    let cancelled = false;
    let playing = false;
    const play = () => {
      if (playing) return;
      playing = true;
      media
        .play(publisherId)
        .then((stream) => {
          if (!cancelled) setPlayed({ media, stream });
        })
        .catch(() => {
          playing = false; // not publishing yet: the publishers event tries again
        });
    };
    const off = media.onPublishers((ids) => {
      if (!ids.includes(publisherId)) {
        playing = false;
        return;
      }
      play();
    });
    play();
    return () => {
      cancelled = true;
      off();
    };
  }, [media, publisherId]);
  return played.media === media ? played.stream : null;
}
