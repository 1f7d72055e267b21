// antd TextArea/Tabs/Table measure themselves; jsdom has no ResizeObserver. Import for its side effect.
if (!('ResizeObserver' in globalThis)) {
  (globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
export {};
