// Camera and microphone for a live page: the preview stream, the devices to pick from, and a clear message
// when permission is denied or no device exists.
import { useEffect, useState } from 'react';

export interface Camera {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  error: string;
}

export function cameraError(err: unknown): string {
  const name = (err as { name?: string })?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'Camera and microphone access was denied. Allow them for this site in your browser settings, then reload the page.';
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return 'No camera or microphone was found. Connect one and reload the page.';
  if (name === 'NotReadableError') return 'Your camera or microphone is in use by another application.';
  return 'Could not start your camera and microphone.';
}

export function useCamera(cameraId: string, microphoneId: string, enabled = true): Camera {
  const [camera, setCamera] = useState<Camera>({ stream: null, cameras: [], microphones: [], error: '' });
  useEffect(() => {
    if (!enabled) return;
    let stream: MediaStream | null = null;
    let cancelled = false;
    (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw Object.assign(new Error(), { name: 'NotFoundError' });
        stream = await navigator.mediaDevices.getUserMedia({
          video: cameraId
            ? { deviceId: { exact: cameraId } }
            : { width: { ideal: 1280 }, height: { ideal: 720 } },
          audio: microphoneId ? { deviceId: { exact: microphoneId } } : true,
        });
        if (cancelled) {
          stream.getTracks().forEach((t) => t.stop());
          return;
        }
        const devices = await navigator.mediaDevices.enumerateDevices();
        setCamera({
          stream,
          cameras: devices.filter((d) => d.kind === 'videoinput'),
          microphones: devices.filter((d) => d.kind === 'audioinput'),
          error: '',
        });
      } catch (err) {
        if (!cancelled) setCamera((c) => ({ ...c, stream: null, error: cameraError(err) }));
      }
    })();
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [cameraId, microphoneId, enabled]);
  return camera;
}
