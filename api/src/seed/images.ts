// Generated demo pictures (no network): SVG gradients with initials or a title, rendered by sharp and
// stored through the upload storage like any user file.
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { relPath, storeUpload } from '../services/file-store';

const PALETTE: [string, string][] = [
  ['#ff6a88', '#6a5cff'],
  ['#11998e', '#38ef7d'],
  ['#f7971e', '#ffd200'],
  ['#00c6ff', '#0072ff'],
  ['#f953c6', '#b91d73'],
  ['#43cea2', '#185a9d'],
  ['#ee0979', '#ff6a00'],
  ['#7f00ff', '#e100ff'],
];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(
  width: number,
  height: number,
  colors: [string, string],
  text: string,
  fontSize: number,
): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
        <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
      </linearGradient></defs>
      <rect width="${width}" height="${height}" fill="url(#g)"/>
      <text x="50%" y="50%" dy=".35em" text-anchor="middle" font-family="sans-serif" font-weight="700"
        font-size="${fontSize}" fill="#ffffff" fill-opacity="0.92">${escapeXml(text)}</text>
    </svg>`,
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('');
}

export function paletteFor(index: number): [string, string] {
  return PALETTE[index % PALETTE.length];
}

async function store(
  app: FastifyInstance,
  kind: string,
  name: string,
  image: Buffer,
): Promise<{ id: string; path: string }> {
  const file = await storeUpload(
    app,
    { buffer: image, filename: name },
    { kind, accept: ['image'], ownerId: null },
  );
  return { id: file.id, path: relPath(file) };
}

export async function generateAvatar(app: FastifyInstance, name: string, index: number) {
  const image = await sharp(svg(256, 256, paletteFor(index), initials(name), 96))
    .webp({ quality: 80 })
    .toBuffer();
  return store(app, 'avatars', 'avatar.webp', image);
}

export async function generateCover(app: FastifyInstance, name: string, index: number) {
  const colors = paletteFor(index + 3);
  const image = await sharp(svg(1200, 400, colors, name, 72))
    .jpeg({ quality: 78 })
    .toBuffer();
  return store(app, 'covers', 'cover.jpg', image);
}

export async function generateBanner(app: FastifyInstance, title: string, colors: [string, string]) {
  const image = await sharp(svg(1200, 300, colors, title, 64))
    .webp({ quality: 80 })
    .toBuffer();
  return store(app, 'banners', 'banner.webp', image);
}
