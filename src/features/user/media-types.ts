// Server JSON of the upload endpoints (avatar, cover, welcome video, documents) mapped to client values.
type Raw = Record<string, unknown>;

export interface UploadedFile {
  _id?: string;
  url: string;
  name?: string;
  mimeType?: string;
}

export function toUploadedFile(raw: unknown): UploadedFile {
  const r: Raw = raw && typeof raw === 'object' ? (raw as Raw) : {};
  return {
    url: typeof r.url === 'string' ? r.url : '',
    ...(typeof r._id === 'string' ? { _id: r._id } : {}),
    ...(typeof r.name === 'string' ? { name: r.name } : {}),
    ...(typeof r.mimeType === 'string' ? { mimeType: r.mimeType } : {}),
  };
}
