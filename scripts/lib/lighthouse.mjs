// Lighthouse 12 (mobile preset) runs of one page in Debian Chromium, for the bench: performance, accessibility,
// LCP, TBT and CLS of each run and their medians, also apart by paint order (did the page paint before its scripts
// ran? `paintOrder`). A signed-in page gets its token cookie set in the browser.

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length
    ? s.length % 2
      ? s[(s.length - 1) / 2]
      : (s[s.length / 2 - 1] + s[s.length / 2]) / 2
    : NaN;
};

/**
 * Whether the observed page painted before its deferred scripts ran (first contentful paint before
 * DOMContentLoaded). Lighthouse's simulated LCP counts every task before the observed paint, so a run that painted
 * after the scripts has the whole start-up JavaScript in its LCP (on `/home` about 4.5 s against 1.5–2.5 s, 50–56
 * points against 62–72): which of the two a run is depends on the machine's load, not on the build (README
 * "Where issue 22 stands"). Since the app starts after the first contentful paint (src/lib/paint-first.ts), only
 * the chunks' registration can still come before the paint: a "scripts-first" run now says the browser painted
 * after DOMContentLoaded, and the modules' evaluation and hydration still wait for that paint (up to 2 s).
 * `metrics` is the `metrics` audit's item.
 */
export function paintOrder(metrics) {
  const paint = metrics?.observedFirstContentfulPaint;
  const scripts = metrics?.observedDomContentLoaded;
  if (typeof paint !== 'number' || typeof scripts !== 'number') return null;
  return paint < scripts ? 'paint-first' : 'scripts-first';
}

/** Medians of one page's runs: all of them, and those of each paint order apart. */
export function summarize(runs) {
  const of = (list) => ({
    performance: median(list.map((r) => r.performance)),
    lcpMs: median(list.map((r) => r.lcpMs)),
    tbtMs: median(list.map((r) => r.tbtMs)),
  });
  const byOrder = {};
  for (const order of ['paint-first', 'scripts-first']) {
    const list = runs.filter((r) => r.paintOrder === order);
    if (list.length) byOrder[order] = { runs: list.length, ...of(list) };
  }
  return {
    ...of(runs),
    accessibility: median(runs.map((r) => r.accessibility)),
    cls: median(runs.map((r) => r.cls)),
    byPaintOrder: byOrder,
  };
}

export async function lighthouseRuns(url, headers, { chromium: CHROMIUM, runs: LH_RUNS }) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const runs = [];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    logLevel: 'error',
  });
  try {
    // A signed-in page reads its token from document.cookie (js-cookie) for its API calls: a Cookie header
    // alone would sign in the server render only, and the first API call would send the page to /auth/login.
    // So the cookie is set in the browser itself, and Lighthouse keeps it (no storage reset).
    const token = /token=([^;]+)/.exec(headers?.Cookie ?? '')?.[1];
    if (token) {
      const puppeteer = await import('puppeteer-core');
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      const page = await browser.newPage();
      await page.setCookie({ name: 'token', value: token, url: new URL(url).origin, sameSite: 'Lax' });
      await page.close();
      await browser.disconnect();
    }
    for (let i = 1; i <= LH_RUNS; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(token ? { disableStorageReset: true } : {}),
      });
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError || categories.performance.score === null) {
        const why = result.lhr.runtimeError?.message ?? 'no score';
        const warnings = (result.lhr.runWarnings ?? []).join(' / ');
        console.info(
          `  run ${i}/${LH_RUNS}: Lighthouse could not score the page: ${why}${warnings ? ` (${warnings})` : ''}`,
        );
      }
      const run = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
        paintOrder: paintOrder(audits.metrics?.details?.items?.[0]),
        failedA11yAudits: Object.values(audits)
          .filter(
            (a) =>
              categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0) && a.score === 0,
          )
          .map((a) => a.id),
      };
      console.info(
        `  run ${i}/${LH_RUNS}: performance ${run.performance}, accessibility ${run.accessibility}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, CLS ${run.cls}, ${run.paintOrder ?? 'paint order unknown'}`,
      );
      runs.push(run);
    }
  } finally {
    await chrome.kill();
  }
  const summary = summarize(runs);
  for (const [order, m] of Object.entries(summary.byPaintOrder))
    console.info(
      `  ${order} (${m.runs} of ${runs.length}): performance ${m.performance}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms`,
    );
  return {
    runs,
    ...summary,
    failedA11yAudits: [...new Set(runs.flatMap((r) => r.failedA11yAudits))],
  };
}
