// Identifies uploads by their first bytes; the client's filename and Content-Type are never trusted.
export type MediaKind = 'image' | 'video' | 'audio';

export interface Sniffed {
  ext: string;
  mime: string;
  kind: MediaKind;
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1');

export function sniff(buf: Buffer): Sniffed | null {
  if (buf.length < 12) return null;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff)
    return { ext: 'jpg', mime: 'image/jpeg', kind: 'image' };
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return { ext: 'png', mime: 'image/png', kind: 'image' };
  }
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')
    return { ext: 'gif', mime: 'image/gif', kind: 'image' };
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return { ext: 'webp', mime: 'image/webp', kind: 'image' };
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WAVE')
    return { ext: 'wav', mime: 'audio/wav', kind: 'audio' };
  if (ascii(buf, 0, 4) === 'OggS') return { ext: 'ogg', mime: 'audio/ogg', kind: 'audio' };
  if (buf[0] === 0x1a && buf[1] === 0x45 && buf[2] === 0xdf && buf[3] === 0xa3)
    return { ext: 'webm', mime: 'video/webm', kind: 'video' };
  if (ascii(buf, 4, 8) === 'ftyp') {
    const brand = ascii(buf, 8, 12);
    if (brand === 'qt  ') return { ext: 'mov', mime: 'video/quicktime', kind: 'video' };
    if (brand === 'M4A ' || brand === 'M4B ') return { ext: 'm4a', mime: 'audio/mp4', kind: 'audio' };
    return { ext: 'mp4', mime: 'video/mp4', kind: 'video' };
  }
  if (ascii(buf, 0, 3) === 'ID3') return { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' };
  // MPEG audio frame sync without an ID3 tag
  if (buf[0] === 0xff && (buf[1] & 0xe0) === 0xe0 && (buf[1] & 0x06) !== 0)
    return { ext: 'mp3', mime: 'audio/mpeg', kind: 'audio' };
  return null;
}
