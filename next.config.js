/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Every page's HTML carries a fresh CSP nonce (_document), so no two responses are alike and an ETag can never
  // answer a revalidation with 304: hashing each page's whole HTML for one was work on every request (issue 22).
  generateEtags: false,
  productionBrowserSourceMaps: process.env.ANALYZE_MAPS === '1',
  // antd's css-in-js must be transpiled for its SSR style extraction to work under Turbopack
  transpilePackages: ['@ant-design/cssinjs'],
  experimental: {
    // Turbopack cuts a chunk group into up to 40 chunks by default; small chunks compress worse, and _app had
    // grown to 12 once the store's sagas became lazy imports (README "The store"). The cap merges _app's small
    // chunks without copying code (the emitted JS even shrank): first load −0.6 to −2.3 kB gzip per page.
    // A larger minChunkSize wins more on first load but copies modules into many page chunks (+19% to +75% JS).
    // maxMergeChunkSize: redux-saga is no part of _app any more (app-store/shell-sagas.ts), so each saga's lazy chunk
    // group needs it; merged into each group's chunks it was copied into every saga chunk (+13 kB until idle on
    // `/home`). Chunks over 8 kB stay whole, so one redux-saga chunk is shared; every page's first load still
    // fell 4.6–8.6 kB with it (README "What every page downloads"). Measured again (issue 22, README "Why `/home`
    // scored 67 → 59"): a larger cap cuts `/home`'s first load from 19 chunks (12000: 15, 20000: 13, none: 11) but
    // copies the saga code into the saga chunks again, `/home` 204.5 / 202.9 / 204.9 kB until idle against its 200,
    // and the Lighthouse drop it was suspected of does not follow the chunk count (main's code in 11 chunks scores
    // like main in 19; the run's paint order moves the score 10–15 points).
    turbopackChunking: { maxChunkCountPerGroup: 4, maxMergeChunkSize: 8000 },
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
    ];
  },
};

module.exports = nextConfig;
