// The video upload / edit form (reference §2.5 /creator/my-video/upload and update/[id]): title, participants,
// tags, status, sale + price, schedule + date, description, video / teaser / thumbnail, one progress bar for
// the single multipart request. The page's container sends it; values stay in the form on errors.
import type { ReactNode } from 'react';
import { Form, Input, Select } from 'antd';
import type { UploadFile } from 'antd';
import type { Video } from '@/features/video';
import type { VideoFields, VideoFiles } from '../api';
import {
  TEASER_FILE,
  THUMBNAIL_FILE,
  videoFileSpec,
  fromLocalInput,
  minScheduleInput,
  pickedFile,
  scheduleRules,
  toLocalInput,
} from '../form-helpers';
import { FileField } from './file-field';
import {
  DescriptionField,
  FormFooter,
  SaleFields,
  StatusField,
  StudioForm,
  SwitchField,
  TITLE_MAX,
  TextField,
} from './form-fields';
import { ParticipantPicker, type ParticipantOption } from './participant-picker';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';

/** The files a video may have besides the main one. */
const OPTIONAL_FILES = [
  {
    name: 'teaser',
    spec: TEASER_FILE,
    hint: 'A short preview fans see before they unlock the video (optional)',
  },
  { name: 'thumbnail', spec: THUMBNAIL_FILE, hint: 'The poster image of the video (optional)' },
] as const;

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
  // One limit, from the API's configuration: shown in the hint and checked before the upload starts.
  const videoSpec = videoFileSpec(useAppSelector(selectSettings).maxVideoUploadSize);
  const [form] = Form.useForm<VideoFormValues>();
  const isSale = Form.useWatch('isSale', form) ?? initialValues.isSale;
  const isSchedule = Form.useWatch('isSchedule', form) ?? initialValues.isSchedule;
  const sending = percent !== null;
  const savedSchedule = mode === 'edit' && initialValues.isSchedule ? (initialValues.scheduledAt ?? '') : '';

  return (
    <StudioForm<VideoFormValues>
      form={form}
      name={mode === 'create' ? 'video-upload' : 'video-edit'}
      initialValues={initialValues}
      onFinish={(values) => onSubmit(toVideoFields(values, savedSchedule), toVideoFiles(values))}
    >
      <TextField label="Title" name="title" max={TITLE_MAX} />
      <Form.Item label="Participants" name="participantIds">
        <ParticipantPicker known={participants} />
      </Form.Item>
      <Form.Item label="Tags" name="tags" extra="Press Enter or comma after each tag">
        <Select mode="tags" tokenSeparators={[',']} placeholder="Add tags" suffixIcon={null} />
      </Form.Item>
      <StatusField />
      <SaleFields isSale={isSale} />
      <SwitchField label="Scheduled" name="isSchedule" />
      {isSchedule ? (
        <Form.Item label="Scheduled date" name="scheduledAt" rules={scheduleRules(savedSchedule)}>
          <Input type="datetime-local" min={minScheduleInput()} style={{ maxWidth: 260 }} />
        </Form.Item>
      ) : null}
      <DescriptionField rows={4} />
      <FileField
        name="video"
        spec={videoSpec}
        required={mode === 'create'}
        disabled={sending}
        current={current?.video}
      />
      {OPTIONAL_FILES.map(({ name, spec, hint }) => (
        <FileField
          key={name}
          name={name}
          spec={spec}
          required={false}
          disabled={sending}
          current={current?.[name]}
          hint={hint}
        />
      ))}
      <FormFooter
        error={error}
        busy={sending}
        percent={percent}
        submitText={mode === 'create' ? 'Upload' : 'Save changes'}
        onCancel={onCancel}
      />
    </StudioForm>
  );
}
