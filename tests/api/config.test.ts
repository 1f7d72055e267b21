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

  test('storage: the local disk by default; STORAGE=s3 reads the bucket settings', () => {
    expect(loadConfig({}).storage).toBe('local');
    const config = loadConfig({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toBe('s3');
    expect(config.s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'media',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      // a custom endpoint (MinIO, R2, ...) wants the bucket in the path unless told otherwise
      forcePathStyle: true,
      urlTtlSeconds: 300,
    });
    // AWS itself: virtual-hosted buckets and the SDK's own credential chain
    const aws = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_URL_TTL_SECONDS: '60',
    });
    expect(aws.s3).toMatchObject({
      endpoint: '',
      region: 'eu-west-1',
      forcePathStyle: false,
      urlTtlSeconds: 60,
    });
    expect(
      loadConfig({ STORAGE: 's3', S3_BUCKET: 'm', S3_ENDPOINT: 'http://m', S3_FORCE_PATH_STYLE: 'false' }).s3
        .forcePathStyle,
    ).toBe(false);
  });

  test('storage: a wrong setting stops the start with a message naming it', () => {
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow('STORAGE must be "local" or "s3" (got "ftp")');
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('STORAGE=s3: S3_BUCKET is required');
    const s3 = { STORAGE: 's3', S3_BUCKET: 'media' };
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'minio:9000' })).toThrow(
      'S3_ENDPOINT must be an http(s) URL',
    );
    expect(() => loadConfig({ ...s3, S3_ACCESS_KEY_ID: 'key' })).toThrow(
      'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
    );
    expect(() => loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      'S3_FORCE_PATH_STYLE must be true or false',
    );
    for (const ttl of ['0', '-5', '1.5', 'soon', '604801']) {
      expect(() => loadConfig({ ...s3, S3_URL_TTL_SECONDS: ttl })).toThrow(
        'S3_URL_TTL_SECONDS must be a whole number',
      );
    }
    // the local disk ignores the S3_* variables
    expect(loadConfig({ S3_URL_TTL_SECONDS: 'soon' }).storage).toBe('local');
  });
});
