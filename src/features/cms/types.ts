// CMS pages (reference §4.3 "CMS post"): GET /posts/{id or slug}.
import type { PostJson } from '@api/schemas/site';
import { asRaw, strictStr as str } from '@/lib/raw-json';

export interface CmsPage {
  _id: string;
  title: string;
  slug: string;
  /** raw admin HTML: render only through components/safe-html */
  content: string;
  shortDescription: string;
  updatedAt: string;
}

export function toCmsPage(raw: unknown): CmsPage {
  const r = asRaw<PostJson>(raw);
  return {
    _id: str(r._id),
    title: str(r.title),
    slug: str(r.slug),
    content: str(r.content),
    shortDescription: str(r.shortDescription),
    updatedAt: str(r.updatedAt),
  };
}

/** Plain-text summary of already-sanitised HTML for the meta description (React escapes the attribute). */
export function summaryOf(sanitizedHtml: string, max = 160): string {
  const text = sanitizedHtml
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
