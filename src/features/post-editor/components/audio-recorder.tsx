// In-browser audio recording (MediaRecorder): record, stop, preview, then use or discard the take. Browsers
// without MediaRecorder or a denied microphone get a clear message; uploading a file remains possible. antd-free.
import { useEffect, useRef, useState } from 'react';
import { studioClasses } from '@/features/studio';
import { AUDIO_MAX_SECONDS } from '../types';
import styles from './post-editor.module.css';

type Phase = 'idle' | 'requesting' | 'recording' | 'recorded';

interface Props {
  onUse: (file: File) => void;
  disabled?: boolean;
}

export const RECORDING_UNSUPPORTED =
  'Recording is not supported in this browser. Please upload an audio file instead.';
export const MIC_DENIED =
  'Microphone access was denied. Allow it in your browser settings or upload an audio file instead.';

export function isRecordingSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

function extensionOf(mime: string): string {
  if (mime.includes('ogg')) return 'ogg';
  if (mime.includes('mp4') || mime.includes('aac')) return 'm4a';
  if (mime.includes('mpeg')) return 'mp3';
  return 'webm';
}

export function AudioRecorder({ onUse, disabled = false }: Props) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState('');
  const [seconds, setSeconds] = useState(0);
  const [take, setTake] = useState<{ file: File; url: string } | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const ticker = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const releaseMic = () => {
    clearInterval(ticker.current);
    stream.current?.getTracks().forEach((t) => t.stop());
    stream.current = null;
  };

  useEffect(
    () => () => {
      clearInterval(ticker.current);
      if (recorder.current?.state === 'recording') recorder.current.stop();
      stream.current?.getTracks().forEach((t) => t.stop());
    },
    [],
  );

  useEffect(() => () => (take ? URL.revokeObjectURL(take.url) : undefined), [take]);

  const start = async () => {
    setError('');
    if (!isRecordingSupported()) {
      setError(RECORDING_UNSUPPORTED);
      return;
    }
    setPhase('requesting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (err) {
      const name = (err as { name?: string } | null)?.name;
      setError(
        name === 'NotAllowedError' || name === 'SecurityError'
          ? MIC_DENIED
          : name === 'NotFoundError'
            ? 'No microphone was found. Please upload an audio file instead.'
            : RECORDING_UNSUPPORTED,
      );
      setPhase('idle');
      return;
    }
    stream.current = media;
    const chunks: Blob[] = [];
    let rec: MediaRecorder;
    try {
      rec = new MediaRecorder(media);
    } catch {
      releaseMic();
      setError(RECORDING_UNSUPPORTED);
      setPhase('idle');
      return;
    }
    recorder.current = rec;
    rec.ondataavailable = (e) => {
      if (e.data && e.data.size > 0) chunks.push(e.data);
    };
    rec.onstop = () => {
      releaseMic();
      const mime = rec.mimeType || chunks[0]?.type || 'audio/webm';
      const blob = new Blob(chunks, { type: mime });
      const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
      const file = new File([blob], `recording-${stamp}.${extensionOf(mime)}`, { type: mime.split(';')[0] });
      setTake({ file, url: URL.createObjectURL(file) });
      setPhase('recorded');
    };
    setSeconds(0);
    const started = Date.now();
    ticker.current = setInterval(() => {
      const elapsed = (Date.now() - started) / 1000;
      setSeconds(elapsed);
      if (elapsed >= AUDIO_MAX_SECONDS && rec.state === 'recording') rec.stop(); // the 15-minute limit
    }, 250);
    rec.start(1000);
    setPhase('recording');
  };

  const stop = () => {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const discard = () => {
    setTake(null);
    setSeconds(0);
    setPhase('idle');
  };

  const use = () => {
    if (!take) return;
    onUse(take.file);
    discard();
  };

  return (
    <div className={`audio-recorder ${styles.slot}`}>
      {error ? (
        <div role="alert" className={studioClasses.warning}>
          {error}
        </div>
      ) : null}
      {phase === 'recording' ? (
        <div className={styles.row}>
          <span role="status" aria-live="polite">
            Recording… {clock(seconds)} / {clock(AUDIO_MAX_SECONDS)}
          </span>
          <button type="button" className={studioClasses.danger} onClick={stop}>
            Stop recording
          </button>
        </div>
      ) : null}
      {phase === 'recorded' && take ? (
        <div className={styles.slot}>
          <audio controls src={take.url} aria-label="Recording preview" style={{ width: '100%' }} />
          <div className={styles.row}>
            <button type="button" className={studioClasses.primary} onClick={use} disabled={disabled}>
              Use this recording
            </button>
            <button type="button" className={studioClasses.btn} onClick={discard}>
              Discard recording
            </button>
          </div>
        </div>
      ) : null}
      {phase === 'idle' || phase === 'requesting' ? (
        <div>
          <button
            type="button"
            className={studioClasses.btn}
            onClick={() => void start()}
            aria-busy={phase === 'requesting'}
            disabled={disabled || phase === 'requesting'}
          >
            Record audio
          </button>
        </div>
      ) : null}
    </div>
  );
}
