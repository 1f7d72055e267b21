// The app starts after the first contentful paint (lib/paint-first.ts): the wrapped bootstrap runs once, after
// DOMContentLoaded and the browser's `first-contentful-paint` entry (one animation frame where paint timing is
// missing), or after the longest wait when nothing is painted (a hidden tab).
import vm from 'node:vm';
import { createElement, type ReactElement } from 'react';
import {
  BOOTSTRAP_KEY,
  FIRST_PAINT_WAIT_MS,
  paintFirstBootstrap,
  paintFirstScripts,
} from '@/lib/paint-first';

type Listener = () => void;
type PaintEntries = { getEntriesByName: (name: string) => unknown[] };

/** A page under our control: its parse state, paints, frames and timers advance only when the test says. */
function fakePage(readyState: 'loading' | 'interactive', { paintTiming = true } = {}) {
  const loaded: Listener[] = [];
  const frames: Listener[] = [];
  const timers: { at: number; run: Listener }[] = [];
  const observers: ((list: PaintEntries) => void)[] = [];
  const painted: string[] = [];
  let now = 0;
  const pushed: unknown[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'navigation'];
    constructor(private readonly callback: (list: PaintEntries) => void) {}
    observe(options: { type: string; buffered?: boolean }) {
      if (options.type !== 'paint') return;
      observers.push(this.callback);
      // a buffered observer is told of the paints that happened before it
      if (options.buffered && painted.length) this.callback(entries(painted));
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  const entries = (names: string[]): PaintEntries => ({
    getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })),
  });
  const context: Record<string, unknown> = {
    document: {
      readyState,
      addEventListener: (type: string, fn: Listener) => type === 'DOMContentLoaded' && loaded.push(fn),
    },
    window: {
      requestAnimationFrame: (fn: Listener) => frames.push(fn),
      setTimeout: (fn: Listener, ms: number) => timers.push({ at: now + ms, run: fn }),
    },
    globalThis: { TURBOPACK: { push: (entry: unknown) => pushed.push(entry) } },
  };
  if (paintTiming) context.PerformanceObserver = FakeObserver;
  const boot = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[],"runtimeModuleIds":[1]});`;
  const run = () => vm.runInNewContext(paintFirstBootstrap(boot), context);
  return {
    run,
    pushed,
    parsed: () => loaded.splice(0).forEach((fn) => fn()),
    paint: (name: 'first-paint' | 'first-contentful-paint') => {
      painted.push(name);
      [...observers].forEach((cb) => cb(entries([name])));
    },
    frame: () => frames.splice(0).forEach((fn) => fn()),
    advance: (ms: number) => {
      now += ms;
      for (const t of timers.filter((t) => t.at <= now)) {
        timers.splice(timers.indexOf(t), 1);
        t.run();
      }
    },
  };
}

const BOOTED = [{ otherChunks: [], runtimeModuleIds: [1] }];

describe('paintFirstBootstrap', () => {
  test('parsed, then painted: the app starts in the task after the first contentful paint, once', () => {
    const page = fakePage('loading');
    page.run();
    page.parsed();
    page.frame();
    page.paint('first-paint'); // a paint without content (the background) is not enough
    page.advance(100);
    expect(page.pushed).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.pushed).toEqual([]); // not inside the observer's callback
    page.advance(0);
    expect(page.pushed).toEqual(BOOTED);
    page.advance(FIRST_PAINT_WAIT_MS);
    expect(page.pushed).toHaveLength(1); // the fallback timer never starts it twice
  });

  test('painted while still parsing: the app starts after DOMContentLoaded, not before', () => {
    const page = fakePage('loading');
    page.run();
    page.paint('first-contentful-paint');
    page.advance(0);
    expect(page.pushed).toEqual([]);
    page.parsed();
    page.advance(0);
    expect(page.pushed).toEqual(BOOTED);
  });

  test('a paint before the script ran is read from the buffer', () => {
    const page = fakePage('interactive');
    page.paint('first-contentful-paint');
    page.run();
    page.advance(0);
    expect(page.pushed).toEqual(BOOTED);
  });

  test('a page that paints nothing (a background tab) starts after the longest wait', () => {
    const page = fakePage('loading');
    page.run();
    page.parsed();
    page.frame();
    page.advance(FIRST_PAINT_WAIT_MS - 1);
    expect(page.pushed).toEqual([]);
    page.advance(1);
    expect(page.pushed).toEqual(BOOTED);
    page.paint('first-contentful-paint');
    page.advance(0);
    expect(page.pushed).toHaveLength(1);
  });

  test('without paint timing, one animation frame stands in for the paint', () => {
    const page = fakePage('loading', { paintTiming: false });
    page.run();
    page.parsed();
    page.advance(0);
    expect(page.pushed).toEqual([]);
    page.frame();
    page.advance(0); // the frame's callback schedules "painted"
    page.advance(0); // and "painted" schedules the start
    expect(page.pushed).toEqual(BOOTED);
  });
});

describe('paintFirstScripts', () => {
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
    const out = paintFirstScripts([boot, chunk]) as ReactElement<{
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
    expect(paintFirstScripts([chunk])[0]).toBe(chunk);
  });
});
