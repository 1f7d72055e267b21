// Parts of the creator's live page: device pickers and a session left open before going live; the editable
// description and who watches while live.
import { useState } from 'react';
import { DEFAULT_AVATAR } from '@/config/constants';
import { toApiError } from '@/lib/api-error';
import * as api from '../api';
import type { LivePerson, LiveStream } from '../types';
import type { Camera } from './use-camera';
import styles from './live.module.css';

interface PickerProps {
  camera: Camera;
  cameraId: string;
  microphoneId: string;
  disabled: boolean;
  onCamera: (id: string) => void;
  onMicrophone: (id: string) => void;
}

interface DeviceSelectProps {
  kind: 'Camera' | 'Microphone';
  devices: MediaDeviceInfo[];
  value: string;
  disabled: boolean;
  onChange: (id: string) => void;
}

/** One device list; unnamed devices (no permission yet) are numbered. */
function DeviceSelect({ kind, devices, value, disabled, onChange }: DeviceSelectProps) {
  const id = `live-${kind.toLowerCase()}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {kind}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{`Default ${kind.toLowerCase()}`}</option>
        {devices.map((d, i) => (
          <option key={d.deviceId || i} value={d.deviceId}>
            {d.label || `${kind} ${i + 1}`}
          </option>
        ))}
      </select>
    </div>
  );
}

export function DevicePickers({
  camera,
  cameraId,
  microphoneId,
  disabled,
  onCamera,
  onMicrophone,
}: PickerProps) {
  return (
    <div className={styles.row} style={{ margin: '12px 0' }}>
      <DeviceSelect
        kind="Camera"
        devices={camera.cameras}
        value={cameraId}
        disabled={disabled}
        onChange={onCamera}
      />
      <DeviceSelect
        kind="Microphone"
        devices={camera.microphones}
        value={microphoneId}
        disabled={disabled}
        onChange={onMicrophone}
      />
    </div>
  );
}

/** The live session's description, editable while live (PUT /streaming/live/{id}). */
export function DescriptionForm({ stream }: { stream: LiveStream }) {
  const [description, setDescription] = useState(stream.description);
  const [saved, setSaved] = useState('');
  return (
    <form
      className={styles.panel}
      onSubmit={(e) => {
        e.preventDefault();
        if (!description.trim()) return;
        setSaved('');
        api
          .updateStream(stream._id, { description: description.trim() })
          .then(() => setSaved('Description saved'))
          .catch((err: unknown) => setSaved(toApiError(err, 'Could not save').message));
      }}
    >
      <h2 style={{ margin: '0 0 4px', fontSize: 16 }}>{stream.title}</h2>
      <label className={styles.label} htmlFor="live-edit-description">
        Description
      </label>
      <div className={styles.composer}>
        <input
          id="live-edit-description"
          className={styles.input}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
        <button type="submit" className={styles.btn}>
          Save
        </button>
      </div>
      <p role="status" className={styles.muted} style={{ margin: '4px 0 0' }}>
        {saved}
      </p>
    </form>
  );
}

/** Who watches (`public-room-changed`). */
export function WatchingList({ viewers }: { viewers: LivePerson[] }) {
  return (
    <section className={styles.panel} style={{ marginTop: 12 }} aria-label="Watching">
      <h2 style={{ margin: 0, fontSize: 16 }}>Watching ({viewers.length})</h2>
      {viewers.length ? (
        <ul className={styles.people}>
          {viewers.map((p) => (
            <li key={p._id}>
              <img src={p.avatar || DEFAULT_AVATAR} alt="" width={24} height={24} />
              {p.name || p.username}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>Nobody yet: your subscribers and followers were emailed.</p>
      )}
    </section>
  );
}

/** A session still open from before (a reload, a closed tab): resume it or end it. */
export function OpenSessionPanel(props: {
  stream: LiveStream;
  canResume: boolean;
  onResume: () => void;
  onEnd: () => void;
}) {
  return (
    <section className={styles.panel} aria-label="Open live session">
      <h2 style={{ marginTop: 0, fontSize: 18 }}>Your live “{props.stream.title}” is still open</h2>
      <p className={styles.muted}>Resume it to keep its chat and viewers, or end it to start a new one.</p>
      <div className={styles.bar}>
        <button
          type="button"
          className={`${styles.btn} ${styles.primary}`}
          disabled={!props.canResume}
          onClick={props.onResume}
        >
          Resume live
        </button>
        <button type="button" className={`${styles.btn} ${styles.danger}`} onClick={props.onEnd}>
          End it
        </button>
      </div>
    </section>
  );
}
