// The cluster test's side of `npm run cluster`: starts the same script (--no-web --json) and talks to it over
// HTTP and socket.io like any client, through nginx or straight to one API process.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { io as connect, type Socket } from 'socket.io-client';
import { runLedgerCli } from '@api/cli/ledger';
import { call, type Answer } from '../../scripts/lib/cluster/http.mjs';

// the HTTP client the cluster bench uses too (one request, a sign-in, a fan with money)
export { call, fanWithBalance, login, type Answer } from '../../scripts/lib/cluster/http.mjs';

const ROOT = path.resolve(__dirname, '../..');

export interface ClusterInfo {
  engine: 'postgres' | 'sqlite';
  databaseUrl: string;
  dataDir: string;
  /** nginx's API port */
  apiUrl: string;
  apis: { url: string; pid: number }[];
  /** the Redis every process shares (the job queue's record) */
  redisUrl: string;
  /** the S3_* variables of the bucket every process shares */
  s3: Record<'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY', string>;
}

export interface RunningCluster {
  info: ClusterInfo;
  /** SIGTERM, then resolves with the script's exit code once everything is down */
  stop(): Promise<number | null>;
  /** what the cluster printed so far (its processes' logs: LOG_LEVEL) */
  output(): string;
}

/** `node scripts/cluster.mjs --no-web --json` with `env`; resolves when it prints CLUSTER_READY. */
export function startCluster(env: Record<string, string>): Promise<RunningCluster> {
  const child: ChildProcess = spawn(process.execPath, ['scripts/cluster.mjs', '--no-web', '--json'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // a pipe on stdin: if this test process dies, the cluster sees it close and stops
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
    child.stdout!.on('data', (d: Buffer) => {
      output += d.toString();
      const line = /^CLUSTER_READY (.+)$/m.exec(output);
      if (!line) return;
      resolve({
        info: JSON.parse(line[1]) as ClusterInfo,
        output: () => output,
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`the cluster exited (${code}) before it was ready:\n${output}`)),
    );
  });
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a careful client does with a money or message POST: the same request again (same key, same client id)
 * through nginx while the answer is not final — the process died (0, 502) or the first try still runs (409).
 */
export async function untilFinal(first: Answer, retry: () => Promise<Answer>, ms = 40_000): Promise<Answer> {
  let answer = first;
  const until = Date.now() + ms;
  while ([0, 409, 502, 503, 504].includes(answer.status) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 300));
    answer = await retry();
  }
  return answer;
}

const data = <T>(a: Answer) => a.body.data as T;

/** A monthly subscription to the creator, paid with the fan's card (messaging a creator needs one). */
export async function subscribe(base: string, fan: { token: string; cardId: string }, performerId: string) {
  const res = await call(base, 'POST', '/payment/subscribe/performers', {
    token: fan.token,
    key: randomUUID(),
    body: { type: 'monthly', performerId, paymentGateway: 'sandbox', cardId: fan.cardId },
  });
  if (res.status !== 200) throw new Error(`subscribe: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}

export async function balanceOf(base: string, token: string): Promise<number> {
  return data<{ balance: number }>(await call(base, 'GET', '/users/me', { token })).balance;
}

export async function idOf(base: string, username: string): Promise<string> {
  return data<{ _id: string }>(await call(base, 'GET', `/performers/${username}`))._id;
}

/** `npm run ledger -- check` on the cluster's database (the command's own code). */
export async function ledgerCheck(info: ClusterInfo): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runLedgerCli(['check'], info.dataDir, (l) => lines.push(l), info.databaseUrl);
  return { code, lines };
}

export function openSocket(base: string, token: string, reconnection = false): Promise<Socket> {
  const socket = connect(base, {
    transports: ['websocket'],
    reconnection,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    auth: { token },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** The API process nginx pins this machine's sockets to (its sticky hash of the client address). */
export async function stickyUpstream(nginx: string): Promise<string> {
  const res = await fetch(`${nginx}/socket.io/?EIO=4&transport=polling`);
  await res.text();
  return res.headers.get('x-upstream') ?? '';
}
