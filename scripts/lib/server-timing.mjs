// Reads the Server-Timing header the app's server renders send (src/lib/server-timing.ts), and times a page
// one request at a time: the server time per page and the API calls each makes (issue 22).

/** { calls, apiMs, dataMs } from `api;desc="2 calls";dur=14.2, data;dur=15.0`; null when the header is absent. */
export function parseServerTiming(header) {
  if (!header) return null;
  const api = /(?:^|,)\s*api;desc="(\d+) calls?";dur=([\d.]+)/.exec(header);
  const data = /(?:^|,)\s*data;dur=([\d.]+)/.exec(header);
  if (!api || !data) return null;
  return { calls: Number(api[1]), apiMs: Number(api[2]), dataMs: Number(data[1]) };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};

/**
 * `runs` requests one after another: the median time to the whole page, and the median of what the page's
 * Server-Timing says (API calls, their time, the data work's time; the rest of the total is the render).
 */
export async function serverTimeOf(url, headers = {}, runs = 15) {
  const totals = [];
  const timings = [];
  let calls = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers, redirect: 'manual' });
    await response.arrayBuffer();
    totals.push(performance.now() - started);
    const header = response.headers.get('server-timing');
    const timing = parseServerTiming(header);
    if (timing) timings.push(timing);
    calls = parseServerCalls(header);
  }
  const round = (n) => (n === null ? null : Math.round(n * 10) / 10);
  return {
    totalMs: round(median(totals)),
    apiCalls: timings.length ? median(timings.map((t) => t.calls)) : null,
    apiMs: round(timings.length ? median(timings.map((t) => t.apiMs)) : null),
    dataMs: round(timings.length ? median(timings.map((t) => t.dataMs)) : null),
    // what the last request asked of the API, call by call
    calls: calls.map((c) => c.name),
  };
}

/** The calls named in the header (`api1;desc="GET /users/me";dur=3.1, …`), in order: [{ name, ms }]. */
export function parseServerCalls(header) {
  if (!header) return [];
  return [...header.matchAll(/(?:^|,)\s*api\d+;desc="([^"]*)";dur=([\d.]+)/g)].map((m) => ({
    name: m[1],
    ms: Number(m[2]),
  }));
}
