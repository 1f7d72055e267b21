// Server JSON of the upload endpoints (avatar, cover, welcome video, documents) mapped to client values.
import type { UploadedFileJson } from '@api/schemas/media';
import { asRaw } from '@/lib/raw-json';

export interface UploadedFile {
  _id?: string;
  url: string;
  name?: string;
  mimeType?: string;
}

export function toUploadedFile(raw: unknown): UploadedFile {
  const r = asRaw<UploadedFileJson>(raw);
  return {
    url: typeof r.url === 'string' ? r.url : '',
    ...(typeof r._id === 'string' ? { _id: r._id } : {}),
    ...(typeof r.name === 'string' ? { name: r.name } : {}),
    ...(typeof r.mimeType === 'string' ? { mimeType: r.mimeType } : {}),
  };
}
