// The Next server's string render (lib/string-render-node.ts): the stream renderer Next's pages router calls gives
// the same HTML through React's string renderer, in one chunk, ready at once; a render that suspends, or options
// the string renderer has no use for, still go through the stream renderer; the module patched is the one `next`
// itself resolves.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement as h, Suspense, useId, type ReactNode } from 'react';
import { installStringRenderer, renderThroughString, type EdgeServer } from '@/lib/string-render-node';

const nodeRequire = createRequire(join(process.cwd(), 'package.json'));

/** A fresh copy of react-dom/server.edge's exports, as Next's renderer sees them. */
function edgeServer(): EdgeServer {
  const real = nodeRequire('react-dom/server.edge') as EdgeServer;
  return { renderToReadableStream: real.renderToReadableStream, renderToString: real.renderToString };
}

async function read(stream: ReadableStream<Uint8Array>): Promise<{ html: string; chunks: number }> {
  const decoder = new TextDecoder();
  let html = '';
  let chunks = 0;
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    chunks += 1;
    html += decoder.decode(chunk, { stream: true });
  }
  return { html: html + decoder.decode(), chunks };
}

function Labelled({ label, children }: { label: string; children?: ReactNode }) {
  const id = useId();
  return h('section', { 'aria-labelledby': id }, h('h2', { id }, label), children);
}

const page = () =>
  h(
    'div',
    { id: 'page', className: 'container', style: { display: 'grid', gap: 16 } },
    h(
      Labelled,
      { label: 'Posts & <news>' },
      h('p', null, 'one ', 2, ' three'),
      h('img', { src: '/a.png', alt: '' }),
    ),
    h(Labelled, { label: 'Aside' }, h('a', { href: '/x?a=1&b=2' }, 'link')),
    h('div', { dangerouslySetInnerHTML: { __html: '<b>kept</b>' } }),
  );

describe('renderThroughString', () => {
  it('gives the stream renderer’s HTML, in one chunk, with allReady settled', async () => {
    const server = edgeServer();
    const streamed = await read(await server.renderToReadableStream(page()));
    renderThroughString(server);
    const result = await server.renderToReadableStream(page());
    await (result as unknown as { allReady: Promise<void> }).allReady;
    const rendered = await read(result);
    expect(rendered.html).toBe(streamed.html);
    expect(rendered.html).toContain('Posts &amp; &lt;news&gt;');
    expect(rendered.chunks).toBe(1);
  });

  it('keeps an identifier prefix', async () => {
    const server = edgeServer();
    const streamed = await read(await server.renderToReadableStream(page(), { identifierPrefix: 'p-' }));
    renderThroughString(server);
    const rendered = await read(await server.renderToReadableStream(page(), { identifierPrefix: 'p-' }));
    expect(rendered.html).toBe(streamed.html);
    expect(rendered.html).toMatch(/id="[^"]*p-/);
  });

  it('leaves a render that suspends to the stream renderer, which waits for it', async () => {
    let ready = false;
    const pending = new Promise<void>((resolve) => setTimeout(() => ((ready = true), resolve()), 5));
    function Later() {
      if (!ready) throw pending;
      return h('p', null, 'arrived');
    }
    const tree = () => h('div', null, h(Suspense, { fallback: h('p', null, 'waiting') }, h(Later)));
    const server = edgeServer();
    const stream = jest.spyOn(server, 'renderToReadableStream');
    renderThroughString(server);
    const result = await server.renderToReadableStream(tree());
    await (result as unknown as { allReady: Promise<void> }).allReady;
    const { html } = await read(result);
    expect(html).toContain('arrived');
    expect(html).not.toContain('waiting');
    expect(stream).toHaveBeenCalledTimes(1); // the original, reached through the string render's fallback
  });

  it('hands options it has no use for to the stream renderer', async () => {
    const server = edgeServer();
    const streamed = jest.fn(server.renderToReadableStream);
    server.renderToReadableStream = streamed;
    const toString = jest.spyOn(server, 'renderToString');
    renderThroughString(server);
    const onError = () => undefined;
    await read(await server.renderToReadableStream(page(), { onError }));
    expect(streamed).toHaveBeenCalledWith(expect.anything(), { onError });
    expect(toString).not.toHaveBeenCalled();
  });

  it('wraps a server once', () => {
    const server = edgeServer();
    renderThroughString(server);
    const once = server.renderToReadableStream;
    renderThroughString(server);
    expect(server.renderToReadableStream).toBe(once);
  });
});

describe('installStringRenderer', () => {
  it('patches react-dom/server.edge as Next’s renderer resolves it', async () => {
    const fromNext = createRequire(
      join(dirname(nodeRequire.resolve('next/package.json')), 'dist', 'server', 'render.js'),
    );
    const nextsServer = fromNext('react-dom/server.edge') as EdgeServer;
    const original = nextsServer.renderToReadableStream;
    const toString = jest.spyOn(nextsServer, 'renderToString');
    try {
      installStringRenderer();
      expect(nextsServer.renderToReadableStream).not.toBe(original);
      const { html } = await read(await nextsServer.renderToReadableStream(page()));
      expect(toString).toHaveBeenCalledTimes(1);
      expect(html).toContain('<div id="page" class="container"');
    } finally {
      toString.mockRestore();
      nextsServer.renderToReadableStream = original;
    }
  });
});
