// The app starts after the first painted frame (lib/paint-first.ts): the wrapped bootstrap runs once, after
// DOMContentLoaded and one animation frame, or after the longest wait when no frame comes (a hidden tab).
import vm from 'node:vm';
import { cloneElement, createElement, type ReactElement } from 'react';
import {
  BOOTSTRAP_KEY,
  FIRST_FRAME_WAIT_MS,
  paintFirstBootstrap,
  paintFirstScripts,
} from '@/lib/paint-first';

type Listener = () => void;

/** A page under our control: its parse state, its frames and its timers advance only when the test says. */
function fakePage(readyState: 'loading' | 'interactive' | 'complete') {
  const loaded: Listener[] = [];
  const frames: Listener[] = [];
  const timers: { at: number; run: Listener }[] = [];
  let now = 0;
  const pushed: unknown[] = [];
  const context = {
    document: {
      readyState,
      addEventListener: (type: string, fn: Listener) => type === 'DOMContentLoaded' && loaded.push(fn),
    },
    window: {
      requestAnimationFrame: (fn: Listener) => frames.push(fn),
      setTimeout: (fn: Listener, ms: number) => timers.push({ at: now + ms, run: fn }),
    },
    globalThis: {} as Record<string, unknown>,
  };
  context.globalThis.TURBOPACK = { push: (entry: unknown) => pushed.push(entry) };
  const boot = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});`;
  vm.runInNewContext(paintFirstBootstrap(boot), context);
  return {
    pushed,
    parsed: () => loaded.splice(0).forEach((fn) => fn()),
    paintFrame: () => frames.splice(0).forEach((fn) => fn()),
    advance: (ms: number) => {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
    },
  };
}

describe('paintFirstBootstrap', () => {
  test('a page still parsing starts after DOMContentLoaded and a painted frame, not before', () => {
    const page = fakePage('loading');
    page.advance(0);
    page.paintFrame();
    expect(page.pushed).toEqual([]); // a frame before the parser finished does not start it
    page.parsed();
    page.advance(0);
    expect(page.pushed).toEqual([]); // parsed, but no frame painted yet
    page.paintFrame();
    expect(page.pushed).toEqual([]); // the frame's callbacks run before its paint: start in the task after it
    page.advance(0);
    expect(page.pushed).toEqual([{ otherChunks: [], runtimeModuleIds: [1] }]);
    page.advance(FIRST_FRAME_WAIT_MS);
    expect(page.pushed).toHaveLength(1); // the fallback timer never starts it twice
  });

  test('a page that paints no frame (a background tab) starts after the longest wait', () => {
    const page = fakePage('loading');
    page.parsed();
    page.advance(FIRST_FRAME_WAIT_MS - 1);
    expect(page.pushed).toEqual([]);
    page.advance(1);
    expect(page.pushed).toHaveLength(1);
    page.paintFrame();
    page.advance(0);
    expect(page.pushed).toHaveLength(1);
  });

  test('a document already parsed waits for the next frame only', () => {
    const page = fakePage('interactive');
    page.paintFrame();
    page.advance(0);
    expect(page.pushed).toHaveLength(1);
  });
});

describe('paintFirstScripts', () => {
  const clone = (el: ReactElement, props: object) => cloneElement(el, props);
  test("wraps Next's inline bootstrap and leaves every other script as it is", () => {
    const boot = createElement('script', {
      key: BOOTSTRAP_KEY,
      nonce: 'n0nce',
      dangerouslySetInnerHTML: { __html: 'push(1);' },
    });
    const chunk = createElement('script', {
      key: 'static/chunks/a.js',
      src: '/_next/static/chunks/a.js',
      defer: true,
    });
    const out = paintFirstScripts([boot, chunk], clone) as ReactElement<{
      nonce?: string;
      dangerouslySetInnerHTML?: { __html: string };
    }>[];
    expect(out[0].props.dangerouslySetInnerHTML?.__html).toBe(paintFirstBootstrap('push(1);'));
    expect(out[0].props.nonce).toBe('n0nce');
    expect(out[0].key).toBe(BOOTSTRAP_KEY);
    expect(out[1]).toBe(chunk);
  });

  test('a build without the bootstrap (webpack, next dev) keeps its scripts', () => {
    const chunk = createElement('script', { key: 'static/chunks/a.js', src: '/a.js' });
    expect(paintFirstScripts([chunk], clone)[0]).toBe(chunk);
  });
});
