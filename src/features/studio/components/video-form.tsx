// The video upload / edit form (reference §2.5 /creator/my-video/upload and update/[id]): title, participants,
// tags, status, sale + price, schedule + date, description, video / teaser / thumbnail, one progress bar for
// the single multipart request. The page's container sends it; values stay in the form on errors. antd-free.
import type { ReactNode } from 'react';
import type { Video } from '@/features/video';
import type { VideoFields, VideoFiles } from '../api';
import {
  TEASER_FILE,
  THUMBNAIL_FILE,
  videoFileSpec,
  fromLocalInput,
  minScheduleInput,
  SCHEDULE_PAST_MESSAGE,
  toLocalInput,
} from '../form-helpers';
import { FileField, fileCheck } from './file-field';
import { FormFooter } from './form-footer';
import {
  all,
  FieldItem,
  maxText,
  priceText,
  requiredText,
  SaleFields,
  saleCheck,
  StatusField,
  StudioForm,
  SwitchField,
  TITLE_MAX,
} from './plain-fields';
import { DescriptionField, TextField } from './text-fields';
import { ParticipantPicker, type ParticipantOption } from './participant-picker';
import { TagsInput } from './tags-input';
import { useStudioForm } from './use-studio-form';
import { useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import styles from './studio.module.css';

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
  /** as typed */
  price: string;
  isSchedule: boolean;
  /** datetime-local text */
  scheduledAt?: string;
  description?: string;
  video?: File;
  teaser?: File;
  thumbnail?: File;
}

export function videoInitialValues(video: Video | null, selfId: string): VideoFormValues {
  if (!video) {
    return {
      title: '',
      participantIds: selfId ? [selfId] : [],
      tags: [],
      status: 'active',
      isSale: false,
      price: '',
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
    price: video.isSale ? priceText(video.price) : '',
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
    video: values.video,
    teaser: values.teaser,
    thumbnail: values.thumbnail,
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

/** Required date that lies ahead of now; `saved` (edit forms) is the stored value, accepted while untouched. */
const scheduleCheck =
  (saved: string) =>
  (value: unknown, values: VideoFormValues): string | null => {
    if (!values.isSchedule) return null;
    if (!value) return 'Please choose the scheduled date';
    if (saved && value === saved) return null;
    const at = Date.parse(fromLocalInput(String(value)));
    return Number.isFinite(at) && at > Date.now() ? null : SCHEDULE_PAST_MESSAGE;
  };

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
  const savedSchedule = mode === 'edit' && initialValues.isSchedule ? (initialValues.scheduledAt ?? '') : '';
  const form = useStudioForm<VideoFormValues>(
    mode === 'create' ? 'video-upload' : 'video-edit',
    initialValues,
    {
      title: all(requiredText('Title is required'), maxText('Title', TITLE_MAX)),
      price: saleCheck,
      scheduledAt: scheduleCheck(savedSchedule),
      video: fileCheck(videoSpec, mode === 'create'),
      teaser: fileCheck(TEASER_FILE, false),
      thumbnail: fileCheck(THUMBNAIL_FILE, false),
    },
    { price: 'Price ($)', scheduledAt: 'Scheduled date' },
  );
  const sending = percent !== null;
  const { values } = form;

  return (
    <StudioForm form={form} onValid={(v) => onSubmit(toVideoFields(v, savedSchedule), toVideoFiles(v))}>
      <TextField form={form} field="title" label="Title" max={TITLE_MAX} />
      <FieldItem form={form} field="participantIds" label="Participants">
        {({ id }) => (
          <ParticipantPicker
            id={id}
            known={participants}
            value={values.participantIds}
            onChange={(ids) => form.set('participantIds', ids)}
          />
        )}
      </FieldItem>
      <FieldItem form={form} field="tags" label="Tags" extra="Press Enter or comma after each tag">
        {({ id, 'aria-describedby': describedBy }) => (
          <TagsInput
            id={id}
            value={values.tags}
            describedBy={describedBy}
            onChange={(tags) => form.set('tags', tags)}
          />
        )}
      </FieldItem>
      <StatusField form={form} />
      <SaleFields form={form} />
      <SwitchField form={form} field="isSchedule" label="Scheduled" />
      {values.isSchedule ? (
        <FieldItem form={form} field="scheduledAt" label="Scheduled date" required>
          {(a11y) => (
            <input
              {...a11y}
              type="datetime-local"
              className={styles.field}
              style={{ maxWidth: 260 }}
              min={minScheduleInput()}
              value={values.scheduledAt ?? ''}
              onChange={(e) => form.set('scheduledAt', e.target.value)}
            />
          )}
        </FieldItem>
      ) : null}
      <DescriptionField form={form} rows={4} />
      <FileField
        form={form}
        field="video"
        spec={videoSpec}
        required={mode === 'create'}
        disabled={sending}
        current={current?.video}
      />
      {OPTIONAL_FILES.map(({ name, spec, hint }) => (
        <FileField
          key={name}
          form={form}
          field={name}
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
