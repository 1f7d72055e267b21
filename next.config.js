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
    turbopackChunking: { maxChunkCountPerGroup: 4 },
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
