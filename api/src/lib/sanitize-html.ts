// The API's side of the one HTML allowlist (contract/html-policy.ts): a CMS page's body is sanitised when an
// operator saves it, so the database never holds a script, whatever renders it later.
import sanitizeHtml from 'sanitize-html';
import { HTML_POLICY } from '../contract/html-policy';

export function sanitizeHtmlBody(html: string): string {
  return html ? sanitizeHtml(html, HTML_POLICY) : '';
}
