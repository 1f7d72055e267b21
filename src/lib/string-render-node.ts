// The Next server renders each page to one string (issue 22, "cheap renders"; imported by `_document` only, like
// http-transport-node.ts). Next's pages router renders the app and then the document with React's web-stream
// renderer (`react-dom/server.edge` `renderToReadableStream`) and reads each stream back into a string: React
// encodes every piece of markup (each tag, attribute and text) with a TextEncoder into a Uint8Array, queues them
// through a ReadableStream, and Next decodes them again. On `/home` that round trip was about a sixth of the
// server's CPU per request. React's string renderer from the same module (`renderToString`, the same Fizz
// renderer writing into a string) gives the same HTML when nothing suspends: Next awaits `allReady` before it
// reads the stream, so a page is only ever sent whole either way.
//
// When a render does suspend (a boundary the string renderer leaves to the browser, marked `<!--$!-->`), or Next
// asks for options the string renderer has no use for, the stream renderer renders it, as before.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';

interface StreamOptions {
  identifierPrefix?: string;
  [option: string]: unknown;
}

type RenderToStream = (element: ReactNode, options?: StreamOptions) => Promise<ReadableStream<Uint8Array>>;

export interface EdgeServer {
  renderToReadableStream: RenderToStream;
  renderToString: (element: ReactNode, options?: { identifierPrefix?: string }) => string;
}

/** A boundary the string renderer could not finish: left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const encoder = new TextEncoder();

/** A finished render as the stream renderer's result: the bytes in one chunk, `allReady` already settled. */
function finishedStream(html: string): ReadableStream<Uint8Array> & { allReady: Promise<void> } {
  const bytes = encoder.encode(html);
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      if (bytes.byteLength > 0) controller.enqueue(bytes);
      controller.close();
    },
  });
  return Object.assign(stream, { allReady: Promise.resolve() });
}

const marked = new WeakSet<RenderToStream>();

/** `server`'s stream renderer now renders to a string first, falling back to itself (see above). */
export function renderThroughString(server: EdgeServer): void {
  const streamed = server.renderToReadableStream;
  if (marked.has(streamed)) return;
  const rendered: RenderToStream = async (element, options) => {
    const extra = options ? Object.keys(options).some((key) => key !== 'identifierPrefix') : false;
    if (extra) return streamed(element, options);
    const html = server.renderToString(
      element,
      options?.identifierPrefix ? { identifierPrefix: options.identifierPrefix } : undefined,
    );
    if (html.includes(CLIENT_RENDERED_BOUNDARY)) return streamed(element, options);
    return finishedStream(html);
  };
  marked.add(rendered);
  server.renderToReadableStream = rendered;
}

/**
 * Called by `_document` (a call, not an import's side effect: package.json's `sideEffects` drops those). Patches
 * the module Next's pages renderer loads: `react-dom/server.edge` as resolved from the `next` package.
 */
export function installStringRenderer(): void {
  try {
    const fromApp = createRequire(join(process.cwd(), 'package.json'));
    const fromNext = createRequire(
      join(dirname(fromApp.resolve('next/package.json')), 'dist', 'server', 'render.js'),
    );
    const server = fromNext('react-dom/server.edge') as Partial<EdgeServer>;
    if (typeof server.renderToReadableStream === 'function' && typeof server.renderToString === 'function')
      renderThroughString(server as EdgeServer);
  } catch {
    // no `next` package beside the app (tests, unusual layouts): Next keeps its stream renderer
  }
}
