// Adds package-lock entries for other platforms' optional native binaries (e.g. @next/swc-darwin-arm64)
// when the npm registry in use does not serve them. npm install then leaves them out of the lockfile, and
// `npm ci` refuses that lockfile ("Missing: @next/swc-darwin-arm64@ from lock file"). The entries carry the
// os/cpu/libc that the package name encodes, so npm skips them on other platforms without fetching anything.
// Run after changing dependencies: `npm install && node scripts/lock-platform-stubs.mjs`.
import fs from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'android',
  'freebsd',
  'openharmony',
  'sunos',
  'openbsd',
  'netbsd',
  'aix',
];
const CPU = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
};

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return os && cpu ? { os, cpu, libc } : null;
}

let added = 0;
for (const [where, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = where ? `${where}/node_modules/` : 'node_modules/';
    if (packages[`${base}${dep}`] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    packages[`node_modules/${dep}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      os: [platform.os],
      cpu: [platform.cpu],
      ...(platform.libc && platform.os === 'linux' ? { libc: [platform.libc] } : {}),
    };
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock-platform-stubs: ${added} platform entries added`);
