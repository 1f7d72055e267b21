// The post form (reference §5.1), shared by create and edit: text, audience and price, media, poll (create),
// scheduled live time, publish now or later, pin, status (edit). Submitting goes through the saga; the form
// keeps every value on an API error and shows the API's message.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/router';
import { Alert, Button, Form, Input, InputNumber, Radio, Switch } from 'antd';
import { useToast } from '@/components/toast-provider';
import { paths } from '@/config/paths';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { postFormOpened, postSaveRequested, selectPostSave } from '../post-editor-slice';
import {
  PPV_PRICE,
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
  type PostFormValues,
} from '../types';
import { DateTimeField } from './date-time-field';
import { PollEditor } from './poll-editor';
import { PostMediaFields } from './post-media-fields';
import { usePostMedia } from './use-post-media';
import { useFeature } from '@/store/use-feature';
import { postEditorFeature } from '../post-editor-feature';
import { useIntent } from '@/lib/use-intent';
import { FormErrorSummary, LongForm } from '@/components/long-form';
import { formatDayTime } from '@/lib/dates';

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

/** `unchanged`: the value the post already had (edit), accepted even once it is in the past. */
const inFuture = (message: string, earliest: () => Date, unchanged?: string) => ({
  validator(_rule: unknown, value: string | undefined) {
    if (!value || (unchanged && value === unchanged)) return Promise.resolve();
    const d = new Date(value);
    return !Number.isNaN(d.getTime()) && d.getTime() >= earliest().getTime()
      ? Promise.resolve()
      : Promise.reject(new Error(message));
  },
});

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
  const toast = useToast();
  const save = useAppSelector(selectPostSave);
  const [form] = Form.useForm<PostFormValues>();
  const audience = Form.useWatch('audience', form);
  const publishMode = Form.useWatch('publishMode', form);
  const media = usePostMedia(type, feed);
  const [mediaError, setMediaError] = useState('');
  // when the saved post goes out (null: now), for the toast
  const scheduledFor = useRef<string | null>(null);
  const [initialValues] = useState(() => initialFormValues(feed));

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

  const onFinish = (values: PostFormValues) => {
    const problem = media.problem();
    setMediaError(problem ?? '');
    if (problem || uploadsBlock) return;
    const payload = buildPostPayload(type, values, media.collect(), mode);
    const later = payload.isSchedule && payload.scheduleAt && Date.parse(payload.scheduleAt) > Date.now();
    scheduledFor.current = later ? payload.scheduleAt : null;
    const poll = mode === 'create' ? pollDraftOf(values) : null;
    dispatch(postSaveRequested({ id: feed?._id, payload, poll, intentId }));
  };

  const nowInput = toLocalInput(new Date());
  const tomorrowInput = toLocalInput(startOfTomorrow());

  return (
    <LongForm<PostFormValues>
      form={form}
      name={`post-${mode}`}
      layout="vertical"
      requiredMark={false}
      initialValues={initialValues}
      onFinish={onFinish}
      scrollToFirstError
      className="post-form"
    >
      <p style={{ marginTop: 0 }}>
        Post type: <strong>{TYPE_LABELS[type]}</strong>
      </p>
      <Form.Item
        name="text"
        label={type === 'scheduled-streaming' ? 'Describe your live' : 'Text'}
        rules={[
          { required: true, whitespace: true, message: 'Please write something' },
          { max: TEXT_MAX, message: `Text must be at most ${TEXT_MAX} characters` },
        ]}
      >
        <Input.TextArea rows={4} maxLength={TEXT_MAX} showCount />
      </Form.Item>

      {hasAudience(type) ? (
        <>
          <Form.Item name="audience" label="Who can see this post">
            <Radio.Group options={AUDIENCES} />
          </Form.Item>
          {audience === 'ppv' ? (
            <Form.Item
              name="price"
              label="Price ($)"
              rules={[
                { required: true, message: 'Please set a price' },
                {
                  type: 'number',
                  min: PPV_PRICE.min,
                  max: PPV_PRICE.max,
                  message: `Price must be between $${PPV_PRICE.min} and $${PPV_PRICE.max}`,
                },
              ]}
            >
              <InputNumber min={0} step={0.01} precision={2} prefix="$" style={{ width: 160 }} />
            </Form.Item>
          ) : null}
          <PostMediaFields type={type} media={media} />
          {mediaError ? (
            <Alert type="error" showIcon title={mediaError} style={{ marginBottom: 16 }} />
          ) : null}
        </>
      ) : null}

      {type === 'scheduled-streaming' ? (
        <Form.Item
          name="streamingScheduled"
          label="Live starts at"
          extra="From tomorrow on; the time in UTC is shown below the field"
          rules={[
            { required: true, message: 'Please choose when your live starts' },
            inFuture(
              'Please choose a time from tomorrow on',
              startOfTomorrow,
              feed ? initialValues.streamingScheduled : undefined,
            ),
          ]}
        >
          <DateTimeField min={tomorrowInput} />
        </Form.Item>
      ) : null}

      {mode === 'create' ? <PollEditor /> : <ReadOnlyPolls feed={feed} />}

      <Form.Item name="publishMode" label="Publish">
        <Radio.Group
          options={[
            { value: 'now', label: 'Publish now' },
            { value: 'later', label: 'Schedule for later' },
          ]}
        />
      </Form.Item>
      {publishMode === 'later' ? (
        <Form.Item
          name="scheduleAt"
          label="Publish at"
          rules={[
            { required: true, message: 'Please choose when to publish' },
            inFuture(
              'Please choose a time in the future',
              () => new Date(),
              feed ? initialValues.scheduleAt : undefined,
            ),
          ]}
        >
          <DateTimeField min={nowInput} />
        </Form.Item>
      ) : null}

      <Form.Item name="isPinned" label="Pin this post to the top of your profile" valuePropName="checked">
        <Switch />
      </Form.Item>

      {mode === 'edit' ? (
        <Form.Item name="status" label="Status">
          <Radio.Group
            options={[
              { value: 'active', label: 'Active' },
              { value: 'inactive', label: 'Inactive' },
            ]}
          />
        </Form.Item>
      ) : null}

      {save.status === 'failed' && save.error ? (
        <Alert type="error" showIcon role="alert" title={save.error.message} style={{ marginBottom: 16 }} />
      ) : null}
      {media.busy ? (
        <p role="status" style={{ color: 'var(--fp-text-muted)' }}>
          Please wait until your files are uploaded.
        </p>
      ) : media.failed ? (
        <p role="status" style={{ color: 'var(--fp-text-muted)' }}>
          Retry or remove the failed uploads before posting.
        </p>
      ) : null}

      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <FormErrorSummary />
        <Button type="primary" htmlType="submit" loading={saving} disabled={uploadsBlock || saving}>
          {mode === 'edit' ? 'Save changes' : 'Post'}
        </Button>
        <Button onClick={() => void router.push(paths.creator.myPosts)}>Cancel</Button>
      </div>
    </LongForm>
  );
}

function ReadOnlyPolls({ feed }: { feed?: Feed | null }) {
  if (!feed || feed.polls.length === 0) return null;
  return (
    <section aria-label="Poll" style={{ marginBottom: 16 }}>
      <h3 style={{ fontSize: 15, margin: '0 0 8px' }}>Poll</h3>
      {feed.pollDescription ? <p style={{ margin: '0 0 4px' }}>{feed.pollDescription}</p> : null}
      <ul style={{ margin: '0 0 4px', paddingLeft: 18 }}>
        {feed.polls.map((p) => (
          <li key={p._id}>{p.description}</li>
        ))}
      </ul>
      <p style={{ color: 'var(--fp-text-muted)', margin: 0 }}>Polls cannot be edited.</p>
    </section>
  );
}
