// The one allowlist for operator HTML (CMS pages, footer, sign-up benefits; spec §5, security promises X1-X3):
// the API sanitises a CMS page's body with it when an operator saves it (lib/sanitize-html.ts), and the web app
// sanitises again with it when it renders (src/lib/sanitize.ts), so what the console previews is what visitors
// get. sanitize-html's options as plain data (the contract imports no library; both sides pass it as is).

/** A link's attributes after sanitising: its href (unless it starts with a backslash), its title, and fixed
 *  rel/target, in a fixed order so that sanitising twice gives the same HTML. */
function linkAttributes(attribs: Record<string, string>): Record<string, string> {
  const { href, title } = attribs;
  // Browsers read a leading backslash as a slash ("\\evil.test" is protocol-relative): drop such links.
  const keep = href !== undefined && !/^[\s]*\\/.test(href);
  return {
    ...(keep ? { href } : {}),
    ...(title !== undefined ? { title } : {}),
    rel: 'nofollow noopener noreferrer',
    target: '_blank',
  };
}

export const HTML_POLICY = {
  allowedTags: ['p', 'br', 'a', 'b', 'i', 'em', 'strong', 'ul', 'ol', 'li', 'blockquote'],
  // rel and target are always overwritten by the link transform below
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard' as const,
  /** elements dropped with their text (not just their tags) */
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => ({ tagName, attribs: linkAttributes(attribs) }),
  },
};
