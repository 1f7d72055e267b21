// The one HTML sanitizer (spec §5, security promises X1-X3). Admin/CMS HTML passes through sanitize-html with a
// tiny allowlist; the result is branded `SanitizedHtml`, the only type components/safe-html.tsx renders.
// sanitize-html is heavy (htmlparser2, postcss): call this on the server (getInitialProps, the settings
// bootstrap) or load it with import() — never import it from a component that ships on first load.
import sanitizeHtml from 'sanitize-html';

/** HTML that went through sanitize(); nothing else may reach the HTML sink. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

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
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      // Browsers read a leading backslash as a slash ("\\evil.test" is protocol-relative): drop such links.
      const keep = href !== undefined && !/^[\s]*\\/.test(href);
      return {
        tagName,
        // a fixed attribute order keeps sanitize(sanitize(x)) === sanitize(x)
        attribs: {
          ...(keep ? { href } : {}),
          ...(title !== undefined ? { title } : {}),
          rel: 'nofollow noopener noreferrer',
          target: '_blank',
        },
      };
    },
  },
};

export function sanitize(html: string | null | undefined): SanitizedHtml {
  return (html ? sanitizeHtml(html, OPTIONS) : '') as SanitizedHtml;
}
