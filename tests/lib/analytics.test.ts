const initialize = jest.fn();
const send = jest.fn();
jest.mock('react-ga4', () => ({
  __esModule: true,
  default: { initialize: (...a: unknown[]) => initialize(...a), send: (...a: unknown[]) => send(...a) },
}));

describe('analytics', () => {
  beforeEach(() => {
    jest.resetModules();
    initialize.mockClear();
    send.mockClear();
  });

  test('without a gaCode nothing loads and page views are no-ops', async () => {
    const { initAnalytics, trackPageView, isAnalyticsEnabled } = await import('@/lib/analytics');
    await initAnalytics('');
    trackPageView('/home');
    expect(initialize).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(isAnalyticsEnabled()).toBe(false);
  });

  test('with a gaCode it initialises once and sends page views', async () => {
    const { initAnalytics, trackPageView } = await import('@/lib/analytics');
    await Promise.all([initAnalytics('G-123'), initAnalytics('G-123')]);
    await initAnalytics('G-123');
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize).toHaveBeenCalledWith('G-123');
    trackPageView('/home');
    expect(send).toHaveBeenCalledWith({ hitType: 'pageview', page: '/home' });
  });
});
