// How deep a JSON text nests, read from the text itself: no parser, no recursion, strings skipped. The edge
// refuses bodies nested deeper than any form of the product sends before anything walks them.

/** Most levels of arrays and objects a request body may nest (the deepest form sends 3). */
export const MAX_JSON_DEPTH = 32;

/** True when the text opens more than `limit` arrays/objects inside one another. */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i += 1; // a backslash escapes the next character, quotes included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth -= 1;
  }
  return false;
}
