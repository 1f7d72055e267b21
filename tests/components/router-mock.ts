// Minimal next/router stand-in for component tests: jest.mock('next/router', () => require('./router-mock')).
const listeners: Record<string, Set<(...args: unknown[]) => void>> = {};

export const events = {
  on: (name: string, fn: (...args: unknown[]) => void) => {
    (listeners[name] ??= new Set()).add(fn);
  },
  off: (name: string, fn: (...args: unknown[]) => void) => {
    listeners[name]?.delete(fn);
  },
  emit: (name: string, ...args: unknown[]) => {
    listeners[name]?.forEach((fn) => fn(...args));
  },
};

export const mockRouter = {
  pathname: '/',
  asPath: '/',
  route: '/',
  query: {} as Record<string, string>,
  isReady: true,
  push: jest.fn(() => Promise.resolve(true)),
  replace: jest.fn(() => Promise.resolve(true)),
  prefetch: jest.fn(() => Promise.resolve()),
  back: jest.fn(),
  events,
};

export const useRouter = () => mockRouter;
export default mockRouter;
