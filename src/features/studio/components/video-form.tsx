// The video upload / edit form (reference §2.5 /creator/my-video/upload and update/[id]): title, participants,
// tags, status, sale + price, schedule + date, description, video / teaser / thumbnail, one progress bar for
// the single multipart request. The page's container sends it; values stay in the form on errors.
import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, InputNumber, Progress, Radio, Select, Switch } from 'antd';
import type { UploadFile } from 'antd';
import { required } from '@/components/form-rules';
import type { Video } from '@/features/video/types';
import type { VideoFields, VideoFiles } from '../api';
import {
  TEASER_FILE,
  THUMBNAIL_FILE,
  VIDEO_FILE,
  fromLocalInput,
  minScheduleInput,
  pickedFile,
  priceRules,
  scheduleRules,
  toLocalInput,
} from '../form-helpers';
import { FileField } from './file-field';
import { ParticipantPicker, type ParticipantOption } from './participant-picker';

export const TITLE_MAX = 200;

export interface VideoFormValues {
  title: string;
  participantIds: string[];
  tags: string[];
  status: 'active' | 'inactive';
  isSale: boolean;
  price?: number | null;
  isSchedule: boolean;
  /** datetime-local text */
  scheduledAt?: string;
  description?: string;
  video?: UploadFile[];
  teaser?: UploadFile[];
  thumbnail?: UploadFile[];
}

export function videoInitialValues(video: Video | null, selfId: string): VideoFormValues {
  if (!video) {
    return {
      title: '',
      participantIds: selfId ? [selfId] : [],
      tags: [],
      status: 'active',
      isSale: false,
      price: null,
      isSchedule: false,
      scheduledAt: '',
      description: '',
    };
  }
  return {
    title: video.title,
    participantIds: video.participantIds,
    tags: video.tags,
    status: video.status === 'inactive' ? 'inactive' : 'active',
    isSale: video.isSale,
    price: video.isSale ? video.price : null,
    isSchedule: video.isSchedule,
    scheduledAt: video.isSchedule ? toLocalInput(video.scheduledAt) : '',
    description: video.description,
  };
}

/** `savedSchedule`: the stored date of an edited video, sent again only when changed. */
export function toVideoFields(values: VideoFormValues, savedSchedule = ''): VideoFields {
  const keepSchedule = values.isSchedule && Boolean(savedSchedule) && values.scheduledAt === savedSchedule;
  return {
    title: values.title.trim(),
    description: (values.description ?? '').trim(),
    tags: (values.tags ?? []).map((t) => t.trim()).filter(Boolean),
    participantIds: values.participantIds ?? [],
    status: values.status,
    isSale: Boolean(values.isSale),
    price: values.isSale ? Number(values.price) || 0 : 0,
    isSchedule: Boolean(values.isSchedule),
    scheduledAt: keepSchedule ? undefined : values.isSchedule ? fromLocalInput(values.scheduledAt) : '',
  };
}

export function toVideoFiles(values: VideoFormValues): VideoFiles {
  return {
    video: pickedFile(values.video),
    teaser: pickedFile(values.teaser),
    thumbnail: pickedFile(values.thumbnail),
  };
}

interface Props {
  mode: 'create' | 'edit';
  initialValues: VideoFormValues;
  /** creators whose names are known (the creator, saved participants) */
  participants: ParticipantOption[];
  /** upload progress while the request runs, else null */
  percent: number | null;
  error: string | null;
  onSubmit: (fields: VideoFields, files: VideoFiles) => void;
  onCancel: () => void;
  /** edit: the saved files (status, preview, remove buttons) */
  current?: { video?: ReactNode; teaser?: ReactNode; thumbnail?: ReactNode };
}

export function VideoForm({
  mode,
  initialValues,
  participants,
  percent,
  error,
  onSubmit,
  onCancel,
  current,
}: Props) {
  const [form] = Form.useForm<VideoFormValues>();
  const isSale = Form.useWatch('isSale', form) ?? initialValues.isSale;
  const isSchedule = Form.useWatch('isSchedule', form) ?? initialValues.isSchedule;
  const sending = percent !== null;
  const savedSchedule = mode === 'edit' && initialValues.isSchedule ? (initialValues.scheduledAt ?? '') : '';

  return (
    <Form<VideoFormValues>
      form={form}
      name={mode === 'create' ? 'video-upload' : 'video-edit'}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(toVideoFields(values, savedSchedule), toVideoFiles(values))}
      style={{ maxWidth: 720 }}
      scrollToFirstError
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[
          required('Title is required'),
          { max: TITLE_MAX, message: `Title must be at most ${TITLE_MAX} characters` },
        ]}
      >
        <Input maxLength={TITLE_MAX} />
      </Form.Item>
      <Form.Item label="Participants" name="participantIds">
        <ParticipantPicker known={participants} />
      </Form.Item>
      <Form.Item label="Tags" name="tags" extra="Press Enter or comma after each tag">
        <Select mode="tags" tokenSeparators={[',']} placeholder="Add tags" suffixIcon={null} />
      </Form.Item>
      <Form.Item label="Status" name="status">
        <Radio.Group
          options={[
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ]}
        />
      </Form.Item>
      <Form.Item label="For sale" name="isSale" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isSale ? (
        <Form.Item label="Price ($)" name="price" rules={priceRules}>
          <InputNumber
            style={{ width: '100%', maxWidth: 220 }}
            step={0.01}
            precision={2}
            inputMode="decimal"
          />
        </Form.Item>
      ) : null}
      <Form.Item label="Scheduled" name="isSchedule" valuePropName="checked">
        <Switch />
      </Form.Item>
      {isSchedule ? (
        <Form.Item label="Scheduled date" name="scheduledAt" rules={scheduleRules(savedSchedule)}>
          <Input type="datetime-local" min={minScheduleInput()} style={{ maxWidth: 260 }} />
        </Form.Item>
      ) : null}
      <Form.Item label="Description" name="description">
        <Input.TextArea rows={4} />
      </Form.Item>
      <FileField
        name="video"
        spec={VIDEO_FILE}
        required={mode === 'create'}
        disabled={sending}
        current={current?.video}
      />
      <FileField
        name="teaser"
        spec={TEASER_FILE}
        required={false}
        disabled={sending}
        current={current?.teaser}
        hint="A short preview fans see before they unlock the video (optional)"
      />
      <FileField
        name="thumbnail"
        spec={THUMBNAIL_FILE}
        required={false}
        disabled={sending}
        current={current?.thumbnail}
        hint="The poster image of the video (optional)"
      />
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {sending ? <Progress percent={percent ?? 0} aria-label="Upload progress" status="active" /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}>
        <Button type="primary" htmlType="submit" loading={sending}>
          {mode === 'create' ? 'Upload' : 'Save changes'}
        </Button>
        <Button onClick={onCancel}>{sending ? 'Cancel upload' : 'Cancel'}</Button>
      </div>
    </Form>
  );
}
