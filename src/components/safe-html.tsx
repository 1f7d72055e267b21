// The one audited HTML sink (security promise X1). It renders only `SanitizedHtml`, which lib/sanitize.ts
// produces (on the server, or loaded on demand), so this component stays light enough for any page.
import type { SanitizedHtml } from '@/lib/sanitize';

interface Props {
  html: SanitizedHtml | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'span';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  if (!html) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
