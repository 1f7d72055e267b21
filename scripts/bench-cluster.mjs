#!/usr/bin/env node
// `npm run bench -- --cluster` (issue 24): the cluster's figures, each on a fresh `npm run cluster --no-web`
// (scripts/lib/cluster/start.mjs) on the database it picks or --db= names:
//   (g) API requests/s through nginx with 1 and then 3 API processes: a read route (the creator directory) and
//       a money route (tips, a new Idempotency-Key each, from fans with balance), `ledger check` after each
//       run, and the ratios of this one run (this machine's cores bound them: reported, not promised); on
//       PostgreSQL (the default) then SQLite with 1 and 3 processes, in the same run
//   (h) chat delivery p50/p99 with BENCH_CHAT_SOCKETS (10 000) sockets over two API processes behind nginx,
//       timed on a socket held by the process that did not store the message (goal p99 ≤ 50 ms)
// Takes several minutes (five cluster starts, 10 000 socket handshakes); writes bench-results/cluster.json.
//   --db=auto|postgres|sqlite  --skip-api  --skip-chat  BENCH_DURATION=10  BENCH_CONNECTIONS=10
//   BENCH_CHAT_SOCKETS=10000  BENCH_CHAT_MESSAGES=300
// 10 000 sockets need about 5 000 open files in each API process and crowd child and 20 000 in nginx, shared by
// its two workers: `ulimit -n` of 16 384 or more (`ulimit -n 20000` before the run where it is lower; a hard
// limit only root can raise, and only where the machine lets it).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { loadDotEnv, ROOT } from './lib/env.mjs';
import { startCluster } from './lib/cluster/start.mjs';
import { apiThroughput } from './lib/cluster/bench-api.mjs';
import { clusterChatLatency } from './lib/cluster/bench-chat.mjs';

const args = process.argv.slice(2);
const db = args.find((a) => a.startsWith('--db='))?.slice(5) || process.env.CLUSTER_DB || undefined;
const DURATION = Number(process.env.BENCH_DURATION || 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS || 10_000);
const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES || 300);
/** this shell's open-file limit, which nginx's workers, the API processes and the crowds inherit */
const FILES = Number(spawnSync('sh', ['-c', 'ulimit -n']).stdout.toString().trim()) || 1024;

// the limits protect sign-ins and messages from one person; the bench is one address sending thousands
const LIMITS_OFF = { AUTH_RATE_LIMIT_MAX: '100000', MESSAGE_RATE_MAX: '100000', LOG_LEVEL: 'error' };

const step = (msg) => console.info(`\n▶ ${msg}`);
function printTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  console.info(line(headers));
  rows.forEach((r) => console.info(line(r)));
}

const ratio = (a, b) => (b ? `${(a / b).toFixed(2)}×` : '');

/**
 * One row per route, engine and process count, each with two ratios from this run: against one process on the
 * same engine (what more processes give) and against one process on SQLite (what PostgreSQL gives).
 */
function apiTable(runs) {
  const find = (engine, apis) => runs.find((r) => r.engine === engine && r.apis === apis);
  const rows = [];
  for (const route of ['read', 'money'])
    for (const run of runs) {
      const r = run[route];
      const sameOne = find(run.engine, 1)?.[route].requestsPerSec;
      const sqliteOne = find('sqlite', 1)?.[route].requestsPerSec;
      rows.push([
        route,
        run.engine,
        run.apis,
        r.requestsPerSec,
        run.apis === 1 ? '' : ratio(r.requestsPerSec, sameOne),
        run.engine === 'sqlite' && run.apis === 1 ? '' : ratio(r.requestsPerSec, sqliteOne),
        r.latencyP50Ms,
        r.latencyP99Ms,
        r.non2xx,
        r.errors,
      ]);
    }
  const headers = ['route', 'database', 'API processes', 'req/s', 'vs 1 process', 'vs SQLite 1'];
  return [[...headers, 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], rows];
}

/** A cluster for one measurement, stopped whatever happens (a Ctrl+C too). */
let stopCurrent = null;
async function withCluster(options, measure) {
  const cluster = await startCluster({
    db,
    webs: 0,
    env: LIMITS_OFF,
    // a process that died and was started again shows here: the figures would not be what they seem
    log: (line) => console.info(`  ${line}`),
    onStop: (stop) => (stopCurrent = stop),
    ...options,
  });
  try {
    return await measure(cluster);
  } catch (error) {
    // what nginx saw (a limit reached, an upstream gone) is the likeliest cause; its log goes with the cluster
    const log = path.join(cluster.dir, 'nginx', 'error.log');
    if (fs.existsSync(log))
      console.error(
        `nginx error log (last lines):\n${fs.readFileSync(log, 'utf8').split('\n').slice(-15).join('\n')}`,
      );
    throw error;
  } finally {
    await cluster.stop();
    stopCurrent = null;
  }
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => void (stopCurrent?.() ?? Promise.resolve()).then(() => process.exit(130)));

loadDotEnv();
const results = { at: new Date().toISOString(), cores: (await import('node:os')).cpus().length };
let exitCode = 0;
try {
  if (!args.includes('--skip-api')) {
    step(
      `(g) API requests/s through nginx, 1 and 3 API processes (autocannon, ${CONNECTIONS} connections, ${DURATION} s each)`,
    );
    const runs = [];
    const measure = async (apis, engine) => {
      const run = await withCluster({ apis, ...(engine ? { db: engine } : {}) }, async (cluster) => ({
        engine: cluster.engine,
        apis,
        ...(await apiThroughput(cluster, { connections: CONNECTIONS, duration: DURATION })),
      }));
      console.info(`  ${run.apis} on ${run.engine}: ledger check ${run.ledger.line}`);
      if (!run.ledger.ok) exitCode = 1;
      runs.push(run);
      return run;
    };
    // the cluster's database (PostgreSQL unless --db says otherwise), then SQLite beside it in the same run:
    // the "1 and 3 on PostgreSQL, and SQLite with 1" (and SQLite with 3, which shows why PostgreSQL)
    const first = await measure(1);
    await measure(3, first.engine);
    if (first.engine !== 'sqlite') {
      await measure(1, 'sqlite');
      await measure(3, 'sqlite');
    }
    results.engine = first.engine;
    results.api = runs;
    console.info(`${results.cores} cores on this machine`);
    printTable(...apiTable(runs));
    console.info('  read: GET /performers/user/search?limit=12; money: POST /wallet/charges/tip/:id ($10)');
    for (const run of runs)
      console.info(`  ledger check after ${run.apis} on ${run.engine}: ${run.ledger.line}`);
  }

  if (!args.includes('--skip-chat')) {
    step(`(h) Chat delivery with ${SOCKETS} sockets over 2 API processes behind nginx, across processes`);
    // two nginx workers: each holds its share of the sockets twice (client and upstream) under `ulimit -n`
    const nginx = { workers: 2, connections: Math.max(8192, Math.min(SOCKETS * 2 + 1000, FILES - 500)) };
    results.chat = await withCluster({ apis: 2, nginx }, (cluster) => {
      results.engine ??= cluster.engine;
      return clusterChatLatency(cluster, {
        sockets: SOCKETS,
        messages: MESSAGES,
        onProgress: (line) => console.info(`  ${line}`),
      });
    });
    const c = results.chat;
    printTable(
      ['sockets', 'processes', 'messages', 'cross-process', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'goal'],
      [
        [
          c.sockets,
          c.processes,
          c.messages,
          c.crossProcess,
          c.p50Ms,
          c.p95Ms,
          c.p99Ms,
          c.maxMs,
          `p99 ≤ 50 ms ${c.p99Ms <= 50 ? 'OK' : 'MISS'}`,
        ],
      ],
    );
  }
} catch (error) {
  console.error(`\nMeasurement failed: ${error.stack ?? error}`);
  exitCode = 1;
}

const outDir = path.join(ROOT, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'cluster.json'), JSON.stringify(results, null, 2) + '\n');
console.info(`\nWrote ${path.relative(ROOT, path.join(outDir, 'cluster.json'))}`);
process.exit(exitCode);
