// A message's text, shown as text (never HTML), with http(s) addresses turned into safe links.
import type { ReactNode } from 'react';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;

export function splitLinks(text: string): (string | { url: string })[] {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // trailing punctuation belongs to the sentence, not the address
    const url = match[0].replace(/[.,!?;:)\]]+$/, '');
    const at = match.index ?? 0;
    if (at > last) parts.push(text.slice(last, at));
    parts.push({ url });
    last = at + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** `tabIndex` -1 keeps the links out of the tab order (a message that is not the thread's current one). */
export function LinkedText({ text, tabIndex }: { text: string; tabIndex?: number }) {
  const nodes: ReactNode[] = splitLinks(text).map((p, i) =>
    typeof p === 'string' ? (
      p
    ) : (
      <a key={i} href={p.url} target="_blank" rel="noopener noreferrer nofollow ugc" tabIndex={tabIndex}>
        {p.url}
      </a>
    ),
  );
  return <>{nodes}</>;
}
