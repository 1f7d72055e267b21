// The media part of the post form, per post type (reference §5.1): photos (many), video + teaser + thumbnail,
// audio (file ≤ 15 min or a recording). Text and scheduled-live posts have no media.
import { megabytes } from '@/components/file-rules';
import { AUDIO_MAX_SECONDS, MAX_POST_FILES, type FeedType } from '../types';
import { MEDIA_RULES } from '../media-rules';
import { readAudioDuration } from '../audio-duration';
import { AudioRecorder } from './audio-recorder';
import { KeptFiles, UploadSlot } from './post-media';
import { type PostMediaState } from './use-post-media';

const sizeHint = (kind: keyof typeof MEDIA_RULES) => `up to ${megabytes(MEDIA_RULES[kind].maxBytes)}`;

/** Refuses audio files longer than 15 minutes (when the browser can read the duration). */
export async function checkAudioDurations(files: File[]) {
  const accepted: File[] = [];
  const refused: string[] = [];
  for (const file of files) {
    const seconds = file.type.startsWith('audio/') ? await readAudioDuration(file) : null;
    if (seconds !== null && seconds > AUDIO_MAX_SECONDS)
      refused.push(`"${file.name}" is longer than 15 minutes`);
    else accepted.push(file);
  }
  return { accepted, refused };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>{title}</h3>
      {children}
    </section>
  );
}

/** A video post's teaser or thumbnail: the kept one (editing) or one new upload. */
function OptionalFile({
  kind,
  media,
  hint,
}: {
  kind: 'teaser' | 'thumbnail';
  media: PostMediaState;
  hint: string;
}) {
  const file = media.kept[kind];
  const queue = media[kind];
  return (
    <Section title={kind === 'teaser' ? 'Teaser (optional)' : 'Thumbnail (optional)'}>
      <KeptFiles
        label={`Current ${kind}`}
        files={file ? [file] : []}
        onRemove={(id) => media.removeKept(kind, id)}
      />
      <UploadSlot
        kind={kind}
        queue={queue}
        label={`Choose ${kind}`}
        full={Boolean(file) || queue.tasks.length >= 1}
        hint={hint}
      />
    </Section>
  );
}

export function PostMediaFields({ type, media }: { type: FeedType; media: PostMediaState }) {
  const { main, keptMain, removeKept } = media;

  if (type === 'photo') {
    const total = keptMain.length + main.tasks.length;
    return (
      <Section title="Photos">
        <KeptFiles label="Current photos" files={keptMain} onRemove={(id) => removeKept('files', id)} />
        <UploadSlot
          kind="photo"
          queue={main}
          label="Add photos"
          multiple
          full={total >= MAX_POST_FILES}
          hint={`JPG, PNG, GIF or WebP, ${sizeHint('photo')} each, at most ${MAX_POST_FILES} photos`}
        />
      </Section>
    );
  }

  if (type === 'video') {
    return (
      <>
        <Section title="Video">
          <KeptFiles label="Current video" files={keptMain} onRemove={(id) => removeKept('files', id)} />
          <UploadSlot
            kind="video"
            queue={main}
            label="Choose video"
            full={keptMain.length + main.tasks.length >= 1}
            hint={`One video, ${sizeHint('video')}`}
          />
        </Section>
        <OptionalFile
          kind="teaser"
          media={media}
          hint={`A short preview everyone can watch, ${sizeHint('teaser')}`}
        />
        <OptionalFile kind="thumbnail" media={media} hint={`An image, ${sizeHint('thumbnail')}`} />
      </>
    );
  }

  if (type === 'audio') {
    const full = keptMain.length + main.tasks.length >= 1;
    return (
      <Section title="Audio">
        <KeptFiles label="Current audio" files={keptMain} onRemove={(id) => removeKept('files', id)} />
        <UploadSlot
          kind="audio"
          queue={main}
          label="Choose audio file"
          full={full}
          hint={`Up to 15 minutes, ${sizeHint('audio')}`}
          precheck={checkAudioDurations}
        />
        {full ? null : (
          <div style={{ marginTop: 8 }}>
            <AudioRecorder onUse={(file) => main.add([file])} />
          </div>
        )}
      </Section>
    );
  }

  return null;
}
