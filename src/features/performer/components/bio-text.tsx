// A creator's bio as plain text with its http/https URLs turned into links. React elements are built here, so
// nothing in the bio is ever parsed as HTML (security promise: no HTML injection from profile fields).
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the URL ("see https://a.b/c.").
const TRAILING = /[.,;:!?)\]}]+$/;

export type BioPart = { kind: 'text'; text: string } | { kind: 'link'; href: string; text: string };

/** Splits text into text and link parts; only absolute http(s) URLs that parse become links. */
export function splitLinks(text: string): BioPart[] {
  const parts: BioPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let candidate = match[0];
    const trailing = TRAILING.exec(candidate)?.[0] ?? '';
    if (trailing) candidate = candidate.slice(0, -trailing.length);
    let href = '';
    try {
      const url = new URL(candidate);
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href;
    } catch {
      href = '';
    }
    if (!href) continue;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', href, text: candidate });
    last = start + candidate.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

export function BioText({ text, className }: { text: string; className?: string }) {
  if (!text.trim()) return null;
  const nodes: ReactNode[] = splitLinks(text).map((part, i) =>
    part.kind === 'link' ? (
      <a key={i} href={part.href} rel="nofollow noopener noreferrer" target="_blank">
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );
  return <p className={className}>{nodes}</p>;
}
