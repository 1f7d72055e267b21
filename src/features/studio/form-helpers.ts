// Checks and conversions the creator forms share: file type/size before upload (the API re-checks content),
// price and schedule rules, and the datetime-local <-> ISO conversion of the schedule field.
import { MAX_SIZE_FILE, MAX_SIZE_IMAGE, MAX_SIZE_TEASER, MAX_SIZE_VIDEO } from '@/config/constants';
import { isImageFile, isVideoFile, megabytes } from '@/components/file-rules';

export const NOT_VERIFIED_MESSAGE =
  'Your ID documents are not verified yet! You could not post any content right now.';

/** Pay-per-view price limits (contract "Feeds": min 1, max 10000). */
export const PRICE_MIN = 1;
export const PRICE_MAX = 10000;

export type FileKind = 'image' | 'video' | 'any';

export interface FileSpec {
  label: string;
  kind: FileKind;
  /** bytes */
  max: number;
}

export const VIDEO_FILE: FileSpec = { label: 'Video', kind: 'video', max: MAX_SIZE_VIDEO };
/** The video spec with the site's configured limit (public setting maxVideoUploadSize). */
export const videoFileSpec = (maxBytes: number): FileSpec => ({
  ...VIDEO_FILE,
  max: maxBytes > 0 ? maxBytes : MAX_SIZE_VIDEO,
});
export const TEASER_FILE: FileSpec = { label: 'Teaser', kind: 'video', max: MAX_SIZE_TEASER };
export const THUMBNAIL_FILE: FileSpec = { label: 'Thumbnail', kind: 'image', max: MAX_SIZE_IMAGE };
export const PHOTO_FILE: FileSpec = { label: 'Photo', kind: 'image', max: MAX_SIZE_IMAGE };
export const PRODUCT_IMAGE_FILE: FileSpec = { label: 'Image', kind: 'image', max: MAX_SIZE_IMAGE };
export const DIGITAL_FILE: FileSpec = { label: 'Digital file', kind: 'any', max: MAX_SIZE_FILE };

export const ACCEPT: Record<FileKind, string | undefined> = {
  image: 'image/*',
  video: 'video/*',
  any: undefined,
};

/** Why a file is refused (type or size), or null. Messages name the file when `withName`. */
export function fileProblem(
  file: { type?: string; size: number; name?: string },
  spec: FileSpec,
  withName = false,
): string | null {
  const subject = withName && file.name ? `"${file.name}"` : spec.label;
  if (spec.kind === 'image' && !isImageFile(file)) return `${subject} must be an image`;
  if (spec.kind === 'video' && !isVideoFile(file)) return `${subject} must be a video`;
  if (file.size > spec.max) return `${subject} must be smaller than ${megabytes(spec.max)}`;
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** ISO → the local "YYYY-MM-DDTHH:mm" of an <input type="datetime-local">; '' when absent or invalid. */
export function toLocalInput(iso: string): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The local datetime-local value → ISO; '' when empty or invalid. */
export function fromLocalInput(value: string | undefined): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? '' : d.toISOString();
}

export const SCHEDULE_PAST_MESSAGE = 'The scheduled date must be in the future';

/** The earliest value the schedule input offers (now, in local time). */
export const minScheduleInput = () => toLocalInput(new Date().toISOString());
