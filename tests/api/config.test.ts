import path from 'node:path';
import { loadConfig } from '@api/config';

describe('API configuration from the environment', () => {
  test('defaults: port 8080, ./data, the web app on localhost:3000 (both loopback spellings allowed)', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.apiPublicUrl).toBe('http://localhost:8080');
    expect(config.corsOrigins).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(config.authRateLimitMax).toBe(20);
  });

  test('CORS origins: APP_PUBLIC_URL plus CORS_ORIGINS, trailing slashes trimmed, no wildcard added', () => {
    const config = loadConfig({
      APP_PUBLIC_URL: 'https://fans.example/',
      CORS_ORIGINS: 'https://admin.example, https://fans.example',
    });
    expect(config.corsOrigins).toEqual(['https://fans.example', 'https://admin.example']);
  });

  test('bad numbers fall back to the defaults', () => {
    const config = loadConfig({ API_PORT: 'abc', AUTH_RATE_LIMIT_MAX: '-3' });
    expect(config.port).toBe(8080);
    expect(config.authRateLimitMax).toBe(20);
  });
});
