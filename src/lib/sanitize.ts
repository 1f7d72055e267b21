// The one HTML sanitizer (spec §5, security promises X1-X3). Admin/CMS HTML passes through sanitize-html with the
// allowlist the API sanitises CMS pages with (api/src/contract/html-policy.ts);
// the result is branded `SanitizedHtml`, the only type components/safe-html.tsx renders.
// sanitize-html is heavy (htmlparser2, postcss): call this on the server (getInitialProps, the settings
// bootstrap) or load it with import() — never import it from a component that ships on first load.
import sanitizeHtml from 'sanitize-html';
import { HTML_POLICY } from '@api/contract/html-policy';

/** HTML that went through sanitize(); nothing else may reach the HTML sink. */
export type SanitizedHtml = string & { readonly __sanitized: unique symbol };

export function sanitize(html: string | null | undefined): SanitizedHtml {
  return (html ? sanitizeHtml(html, HTML_POLICY) : '') as SanitizedHtml;
}
