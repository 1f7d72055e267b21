// Client-side file checks (the API re-checks content and size).
import type { FormRule, UploadFile } from 'antd';
import { MAX_SIZE_IMAGE } from '@/config/constants';

export const isImageFile = (file: { type?: string }) => Boolean(file.type?.startsWith('image/'));
export const isVideoFile = (file: { type?: string }) => Boolean(file.type?.startsWith('video/'));

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Required single image in an antd Upload fileList, image type only, at most `max` bytes. */
export const requiredImageRules = (label: string, max = MAX_SIZE_IMAGE): FormRule[] => [
  {
    validator(_rule, list: UploadFile[] | undefined) {
      const file = list?.[0]?.originFileObj;
      if (!file) return Promise.reject(new Error(`${label} is required`));
      if (!isImageFile(file)) return Promise.reject(new Error(`${label} must be an image`));
      if (file.size > max)
        return Promise.reject(new Error(`${label} must be smaller than ${megabytes(max)}`));
      return Promise.resolve();
    },
  },
];

/** antd Form.Item getValueFromEvent for Upload. */
export const uploadValue = (e: { fileList?: UploadFile[] } | UploadFile[]) =>
  Array.isArray(e) ? e : e?.fileList;
