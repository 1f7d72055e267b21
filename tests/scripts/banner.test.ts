// The start banner is printed by scripts/start.mjs and scripts/dev.mjs (ES modules run by Node itself), so the
// test asks a Node child for it rather than transforming the script.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function bannerOf(options: Record<string, unknown>): string {
  const script = `import { banner } from './scripts/lib/env.mjs'; console.log(banner(${JSON.stringify(options)}));`;
  return execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: ROOT,
    encoding: 'utf8',
  });
}

describe('start banner', () => {
  it('with the reference API: its health URL, data folder, outbox and demo accounts', () => {
    const text = bannerOf({
      title: 'Running',
      appUrl: 'http://localhost:3000',
      apiUrl: 'http://localhost:8080',
      dataDir: '/srv/data',
    });
    expect(text).toContain('http://localhost:8080/health');
    expect(text).toContain('/srv/data/outbox');
    expect(text).toContain('demo-fan');
  });

  it('with --no-api: the operator API without a made-up health URL, data folder or demo accounts', () => {
    const text = bannerOf({
      title: 'Running',
      appUrl: 'http://localhost:3000',
      apiUrl: 'https://api.example.com',
      apiStarted: false,
      dataDir: '/srv/data',
    });
    expect(text).toContain('https://api.example.com');
    expect(text).not.toContain('/health');
    expect(text).not.toContain('(not started here: --no-api)/');
    expect(text).not.toContain('/srv/data');
    expect(text).not.toContain('demo-fan');
  });
});
