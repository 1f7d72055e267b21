/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // antd's css-in-js must be transpiled for its SSR style extraction to work under Turbopack
  transpilePackages: ['@ant-design/cssinjs'],
  async rewrites() {
    // There is no landing page: `/` is the login screen (reference §2.1)
    return { afterFiles: [{ source: '/', destination: '/auth/login' }] };
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
