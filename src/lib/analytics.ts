// Google Analytics 4, loaded only when the site has a gaCode (spec §2 "Application shell").
// react-ga4 is imported lazily so sites without analytics never download it.

interface Ga {
  initialize: (id: string) => void;
  send: (fields: Record<string, unknown>) => void;
}

let ga: Ga | null = null;
let loading: Promise<void> | null = null;
let pendingPath: string | null = null;

/** Idempotent; a no-op without a code or on the server. */
export function initAnalytics(gaCode: string | undefined | null): Promise<void> {
  if (!gaCode || typeof window === 'undefined') return Promise.resolve();
  if (loading) return loading;
  loading = import('react-ga4')
    .then((mod) => {
      const instance = (mod.default ?? mod) as unknown as Ga;
      instance.initialize(gaCode);
      ga = instance;
      if (pendingPath) trackPageView(pendingPath);
      pendingPath = null;
    })
    .catch((err: unknown) => {
      console.warn('analytics unavailable', err);
    });
  return loading;
}

export function isAnalyticsEnabled(): boolean {
  return ga !== null;
}

/** Page view; remembered until the library has loaded, a no-op when analytics is off. */
export function trackPageView(path: string): void {
  if (ga) ga.send({ hitType: 'pageview', page: path });
  else if (loading) pendingPath = path;
}
