import { buildCsp, makeNonce } from '@/lib/csp';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values] as [string, string[]];
    }),
  );
}

describe('buildCsp', () => {
  const policy = directives(buildCsp({ nonce: 'abc123==', apiEndpoint: 'https://api.example.com/v1' }));

  it('lets only nonce-carrying scripts run, and the scripts they load', () => {
    expect(policy.get('script-src')).toEqual(["'nonce-abc123=='", "'strict-dynamic'"]);
  });

  it('allows media and calls to our origin and the API origin only', () => {
    expect(policy.get('media-src')).toEqual(["'self'", 'blob:', 'https://api.example.com']);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(["'self'", 'https://api.example.com', 'wss://api.example.com']),
    );
    expect(policy.get('connect-src')).not.toContain('ws:');
    expect(policy.get('img-src')).not.toContain('https:');
  });

  it('lets live media signal to the SFU on the API host, or to the configured origins only', () => {
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining(['https://api.example.com:*', 'wss://api.example.com:*']),
    );
    const hosted = directives(
      buildCsp({
        nonce: 'n',
        apiEndpoint: 'https://api.example.com',
        liveMediaOrigins: 'wss://live.example.com, https://*.agora.io, javascript:alert(1)',
      }),
    );
    expect(hosted.get('connect-src')).toEqual(
      expect.arrayContaining(['wss://live.example.com', 'https://*.agora.io', 'wss://*.agora.io']),
    );
    expect(hosted.get('connect-src')).not.toContain('https://api.example.com:*');
    expect(hosted.get('connect-src')?.join(' ')).not.toContain('javascript');
  });

  it('lets pictures and media come from the bucket the API redirects to (STORAGE_ORIGINS), nothing looser', () => {
    const bucket = directives(
      buildCsp({
        nonce: 'n',
        apiEndpoint: 'https://api.example.com',
        storageOrigins: 'https://media.example.com/, https://*.r2.cloudflarestorage.com, data:, https:, *',
      }),
    );
    const sources = [
      "'self'",
      'blob:',
      'https://api.example.com',
      'https://media.example.com',
      'https://*.r2.cloudflarestorage.com',
    ];
    expect(bucket.get('media-src')).toEqual(sources);
    expect(bucket.get('img-src')).toEqual(expect.arrayContaining(sources));
    expect(bucket.get('img-src')).not.toContain('https:');
    expect(bucket.get('img-src')).not.toContain('*');
    expect(bucket.get('connect-src')).not.toContain('https://media.example.com');
  });

  it('forbids plugins, framing and base-tag hijacking', () => {
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('adds eval only for next dev', () => {
    const dev = directives(buildCsp({ nonce: 'n', apiEndpoint: 'http://localhost:8080', dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
  });

  it('survives a malformed API endpoint without allowing everything', () => {
    const broken = directives(buildCsp({ nonce: 'n', apiEndpoint: 'not a url' }));
    expect(broken.get('media-src')).toEqual(["'self'", 'blob:']);
  });
});

describe('makeNonce', () => {
  it('is 128 random bits in base64, different every time', () => {
    const a = makeNonce();
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(makeNonce()).not.toBe(a);
  });
});
