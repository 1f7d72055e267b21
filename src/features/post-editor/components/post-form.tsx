// The post form (reference §5.1), shared by create and edit: text, audience and price, media, poll (create),
// scheduled live time, publish now or later, pin, status (edit). Submitting goes through the saga; the form
// keeps every value on an API error and shows the API's message. antd-free (issue 22): the studio form kit.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { useNotify } from '@/components/notify';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  ChoiceField,
  DateTimeField,
  FormFooter,
  NumberField,
  StudioForm,
  SwitchField,
  TextAreaField,
  useStudioForm,
} from '@/features/studio';
import { postFormOpened, postSaveRequested, selectPostSave } from '../post-editor-slice';
import {
  TEXT_MAX,
  TYPE_LABELS,
  buildPostPayload,
  hasAudience,
  initialFormValues,
  pollDraftOf,
  startOfTomorrow,
  toLocalInput,
  type Feed,
  type FeedType,
} from '../types';
import { draftOf, postChecks, postLabels, valuesOf, type PostDraft } from '../post-draft';
import { PollEditor } from './poll-editor';
import { PostMediaFields } from './post-media-fields';
import { usePostMedia } from './use-post-media';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '../post-editor-feature';
import { useIntent } from '@/lib/use-intent';
import { formatDayTime } from '@/lib/dates';
import styles from './post-editor.module.css';

interface Props {
  type: FeedType;
  /** the post being edited; absent on create */
  feed?: Feed | null;
}

const AUDIENCES = [
  { value: 'subscribers', label: 'Only for Subscribers' },
  { value: 'ppv', label: 'Pay per View' },
  { value: 'free', label: 'Free for Everyone' },
];
const PUBLISH = [
  { value: 'now', label: 'Publish now' },
  { value: 'later', label: 'Schedule for later' },
];
const STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The toast after a save: a post scheduled for later says when it goes out, not that it is out. */
export function savedMessage(mode: 'create' | 'edit', scheduledFor: string | null): string {
  if (scheduledFor) return `Your post is scheduled for ${formatDayTime(scheduledFor)}`;
  return mode === 'edit' ? 'Your post has been updated' : 'Your post has been published';
}

export function PostForm({ type, feed }: Props) {
  const mode = feed ? 'edit' : 'create';
  const dispatch = useAppDispatch();
  useFeature(postEditorFeature);
  const router = useRouter();
  const toast = useNotify();
  const save = useAppSelector(selectPostSave);
  const [initial] = useState(() => draftOf(initialFormValues(feed)));
  const form = useStudioForm<PostDraft>(
    `post-${mode}`,
    initial,
    postChecks(type, mode, initial),
    postLabels(type),
  );
  const media = usePostMedia(type, feed);
  const [mediaError, setMediaError] = useState('');
  // when the saved post goes out (null: now), for the toast
  const scheduledFor = useRef<string | null>(null);

  useEffect(() => {
    dispatch(postFormOpened());
  }, [dispatch]);

  useOnNewSeq(save.seq, () => {
    if (save.status === 'succeeded') {
      toast.success(savedMessage(mode, scheduledFor.current));
      void router.push(paths.creator.myPosts);
    } else if (save.status === 'failed' && save.error) {
      toast.error(save.error.message);
    }
  });

  // Closing the tab would drop running uploads: let the browser ask first.
  useEffect(() => {
    if (!media.busy) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [media.busy]);

  const saving = save.status === 'loading';
  // One intent per editing session: the page leaves once the post is saved.
  const [intentId] = useIntent();
  const uploadsBlock = media.busy || media.failed;

  const onValid = (draft: PostDraft) => {
    const problem = media.problem();
    setMediaError(problem ?? '');
    if (problem || uploadsBlock) return;
    const values = valuesOf(draft);
    const payload = buildPostPayload(type, values, media.collect(), mode);
    const later = payload.isSchedule && payload.scheduleAt && Date.parse(payload.scheduleAt) > Date.now();
    scheduledFor.current = later ? payload.scheduleAt : null;
    const poll = mode === 'create' ? pollDraftOf(values) : null;
    dispatch(postSaveRequested({ id: feed?._id, payload, poll, intentId }));
  };

  return (
    <StudioForm form={form} onValid={onValid}>
      <p style={{ marginTop: 0 }}>
        Post type: <strong>{TYPE_LABELS[type]}</strong>
      </p>
      <TextAreaField
        form={form}
        field="text"
        label={type === 'scheduled-streaming' ? 'Describe your live' : 'Text'}
        max={TEXT_MAX}
        required
      />

      {hasAudience(type) ? (
        <>
          <ChoiceField form={form} field="audience" label="Who can see this post" options={AUDIENCES} />
          {form.values.audience === 'ppv' ? (
            <NumberField form={form} field="price" label="Price ($)" decimal />
          ) : null}
          <PostMediaFields type={type} media={media} />
          {mediaError ? (
            <div className="pf-alert" role="alert" style={{ marginBottom: 16 }}>
              {mediaError}
            </div>
          ) : null}
        </>
      ) : null}

      {type === 'scheduled-streaming' ? (
        <DateTimeField
          form={form}
          field="streamingScheduled"
          label="Live starts at"
          hint="From tomorrow on; the time in UTC is shown below the field"
          min={toLocalInput(startOfTomorrow())}
        />
      ) : null}

      {mode === 'create' ? <PollEditor form={form} /> : <ReadOnlyPolls feed={feed} />}

      <ChoiceField form={form} field="publishMode" label="Publish" options={PUBLISH} />
      {form.values.publishMode === 'later' ? (
        <DateTimeField form={form} field="scheduleAt" label="Publish at" min={toLocalInput(new Date())} />
      ) : null}

      <SwitchField form={form} field="isPinned" label="Pin this post to the top of your profile" />

      {mode === 'edit' ? <ChoiceField form={form} field="status" label="Status" options={STATUSES} /> : null}

      {media.busy ? (
        <p role="status" className={styles.muted}>
          Please wait until your files are uploaded.
        </p>
      ) : media.failed ? (
        <p role="status" className={styles.muted}>
          Retry or remove the failed uploads before posting.
        </p>
      ) : null}

      <FormFooter
        error={save.status === 'failed' && save.error ? save.error.message : null}
        busy={saving}
        submitDisabled={uploadsBlock}
        submitText={mode === 'edit' ? 'Save changes' : 'Post'}
        cancelText="Cancel"
        onCancel={() => void router.push(paths.creator.myPosts)}
      />
    </StudioForm>
  );
}

function ReadOnlyPolls({ feed }: { feed?: Feed | null }) {
  if (!feed || feed.polls.length === 0) return null;
  return (
    <section aria-label="Poll" className={styles.section}>
      <h3 className={styles.sectionTitle}>Poll</h3>
      {feed.pollDescription ? <p style={{ margin: '0 0 4px' }}>{feed.pollDescription}</p> : null}
      <ul style={{ margin: '0 0 4px', paddingLeft: 18 }}>
        {feed.polls.map((p) => (
          <li key={p._id}>{p.description}</li>
        ))}
      </ul>
      <p className={styles.muted} style={{ margin: 0 }}>
        Polls cannot be edited.
      </p>
    </section>
  );
}
