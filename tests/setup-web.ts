import '@testing-library/jest-dom';
import type * as FeaturesModule from '@/app-store/features';
import type * as StoreModule from '@/app-store/store';

// jsdom lacks matchMedia and MessageChannel, which antd 6 (Grid, Form, Select) needs.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
if (typeof globalThis.MessageChannel === 'undefined') {
  class FakePort {
    onmessage: ((ev: { data: unknown }) => void) | null = null;
    other?: FakePort;
    postMessage(data: unknown) {
      setTimeout(() => this.other?.onmessage?.({ data }), 0);
    }
    close() {}
    start() {}
    addEventListener() {}
    removeEventListener() {}
  }
  class FakeChannel {
    port1 = new FakePort();
    port2 = new FakePort();
    constructor() {
      this.port1.other = this.port2;
      this.port2.other = this.port1;
    }
  }
  (globalThis as unknown as { MessageChannel: unknown }).MessageChannel = FakeChannel;
}
if (!window.scrollTo) window.scrollTo = () => undefined;

// jsdom has <dialog> without its modal methods: the antd-free dialogs (components/plain-dialog.tsx) open and close
// through them, so they toggle `open` as a browser does (the page behind is not made inert here).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}

// As _document links it for antd pages: the antd stylesheet is in the head (AntdProvider waits for it otherwise).
if (typeof document !== 'undefined' && !document.querySelector('link[href^="/antd.css"]')) {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = '/antd.css?v=test';
  document.head.appendChild(link);
}

// Test stores hold every code-split slice from the start, as the server's do (_document): a test may dispatch a
// loader's result before it renders. tests/store/feature-host.test.tsx covers the browser's store, which starts
// with the shell's slices and joins a feature when a component first uses it. (In beforeAll: the test file has
// registered its module mocks by then, so the features' modules load with them.)
beforeAll(() => {
  const { codeSplitFeatures } = require('@/app-store/features') as typeof FeaturesModule;
  const { holdFeaturesFromTheStart } = require('@/app-store/store') as typeof StoreModule;
  holdFeaturesFromTheStart(codeSplitFeatures);
});

// The server half of the cookies, as pages/_document installs it in the Next server (lib/cookies.ts).
import { installNookies } from '@/lib/cookies-server';
installNookies();
