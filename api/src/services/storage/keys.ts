// Object keys: `<kind>/<stored name>`, both made by the server (file-store's patterns), never from a client's
// file name. Drivers refuse anything else, so no key can climb out of DATA_DIR/files or the bucket's layout.
export const KIND_PATTERN = /^[a-z][a-z0-9-]{1,30}$/;
export const STORED_NAME_PATTERN = /^[a-f0-9]{16,64}\.[a-z0-9]{2,4}$/;

export function objectKey(file: { kind: string; storedName: string }): string {
  return `${file.kind}/${file.storedName}`;
}

export function assertObjectKey(key: string): void {
  const [kind, name, ...rest] = key.split('/');
  if (rest.length || !KIND_PATTERN.test(kind ?? '') || !STORED_NAME_PATTERN.test(name ?? '')) {
    throw new Error(`Not a stored file key: ${JSON.stringify(key).slice(0, 80)}`);
  }
}
