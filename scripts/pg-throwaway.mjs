#!/usr/bin/env node
// A throwaway PostgreSQL cluster from the Debian package (issue 24): a fresh data directory in /tmp, trust auth on
// 127.0.0.1 and a socket in that directory, fsync off (nothing here outlives the run), removed on stop.
// `node scripts/pg-throwaway.mjs [--port=N]` prints `DATABASE_URL=postgres://...` once it accepts connections and
// runs until SIGINT/SIGTERM or until its stdin closes (the parent — a jest test, CI, `npm run cluster` — died).
// Exit code 3 with a message when PostgreSQL is not installed, so callers can skip with a reason.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NOT_INSTALLED = 3;

/** The bin directory of the newest installed PostgreSQL (PG_BIN overrides), or undefined. */
export function findPgBin() {
  if (process.env.PG_BIN)
    return fs.existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : undefined;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` system user. */
function asOwner(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const [cmd, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return execFileSync(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

export async function startThrowawayPostgres({ port } = {}) {
  const bin = findPgBin();
  if (!bin) return undefined;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pg-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  const usePort = port ?? (await freePort());
  asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${usePort} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  asOwner(path.join(bin, 'pg_ctl'), ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    const isRoot = process.getuid?.() === 0;
    const args = ['-D', data, '-m', 'immediate', '-w', 'stop'];
    const ctl = path.join(bin, 'pg_ctl');
    spawnSync(isRoot ? 'runuser' : ctl, isRoot ? ['-u', 'postgres', '--', ctl, ...args] : args, {
      stdio: 'ignore',
    });
    fs.rmSync(dir, { recursive: true, force: true });
  };
  return { url: `postgres://postgres@127.0.0.1:${usePort}/postgres`, port: usePort, dir, stop };
}

async function main() {
  const portArg = process.argv.find((a) => a.startsWith('--port='));
  const cluster = await startThrowawayPostgres({ port: portArg ? Number(portArg.slice(7)) : undefined });
  if (!cluster) {
    console.error(
      'PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb; set PG_BIN or apt-get install postgresql)',
    );
    process.exit(NOT_INSTALLED);
  }
  const finish = () => {
    cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
  // a pipe from a parent: its end means the parent is gone (a terminal or /dev/null is not watched)
  if (fs.fstatSync(0).isFIFO()) {
    process.stdin.on('end', finish);
    process.stdin.on('error', finish);
    process.stdin.resume();
  } else setInterval(() => {}, 1 << 30);
  console.info(`DATABASE_URL=${cluster.url}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err.stderr?.toString() || err.message);
    process.exit(1);
  });
}
