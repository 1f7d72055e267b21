// The one audited HTML sink (security promise X1). Admin/CMS HTML passes through sanitize-html with a tiny
// allowlist before React sees it. sanitize-html is heavy (postcss, htmlparser2): import this module lazily
// (next/dynamic) so it never lands in the first-load bundle of pages such as /auth/login.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'a', 'b', 'i', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote'],
  // rel and target are always overwritten by transformTags below
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
  ],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, rel: 'nofollow noopener noreferrer', target: '_blank' },
    }),
  },
};

/** Sanitised HTML string (exported for tests and server-side use). */
export function sanitize(html: string | null | undefined): string {
  if (!html) return '';
  return sanitizeHtml(html, OPTIONS);
}

interface Props {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'span';
}

export function SafeHtml({ html, className, as: Tag = 'div' }: Props) {
  const clean = sanitize(html);
  if (!clean) return null;
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}

export default SafeHtml;
