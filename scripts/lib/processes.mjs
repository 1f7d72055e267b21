// Child-process helpers: run the real servers as direct children (toolchain trap 12: no `npx`/`tsx` wrapper
// processes), prefix their output, wait until they answer, and stop them without leaving orphans.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { ROOT } from './env.mjs';

export const NEXT_BIN = path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
export const PLAYWRIGHT_CLI = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
export const API_ENTRY = 'api/src/server.ts';

const colors = { api: 36, web: 35, build: 33 };

function prefixer(name, target) {
  const color = colors[name] ?? 37;
  const label = process.stdout.isTTY ? `\u001b[${color}m[${name}]\u001b[0m ` : `[${name}] `;
  let pending = '';
  return {
    write(chunk) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) target.write(label + line + '\n');
    },
    flush() {
      if (pending) target.write(label + pending + '\n');
      pending = '';
    },
  };
}

/** A free TCP port on the loopback interface, chosen by the OS. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on the port (any interface that localhost reaches). */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts a long-running child with prefixed output. It gets its own process group (detached) so a terminal
 * Ctrl+C reaches only this script, which then forwards the signal exactly once.
 */
/** Exits with a clear message when the app's (or the API's) port is taken: `npm start` and `npm run dev`. */
export async function exitIfPortsTaken({ port, apiPort, withApi }) {
  for (const [what, value, needed] of [
    ['web app (PORT)', port, true],
    ['reference API (API_PORT)', apiPort, withApi],
  ]) {
    if (needed && (await portInUse(value))) {
      console.error(
        `Port ${value} for the ${what} is already in use. Stop whatever uses it or set another port in .env.`,
      );
      process.exit(1);
    }
  }
}

export function startChild(name, command, args, { env = process.env, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const out = prefixer(name, process.stdout);
  const err = prefixer(name, process.stderr);
  child.stdout.on('data', (d) => !quiet && out.write(d));
  child.stderr.on('data', (d) => err.write(d));
  child.exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => {
      out.flush();
      err.flush();
      resolve({ code, signal });
    });
  });
  child.once('error', (error) => console.error(`[${name}] failed to start: ${error.message}`));
  child.label = name;
  return child;
}

export function isRunning(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command, args, { env = process.env } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env, stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.once('error', (error) => {
      console.error(`failed to start ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code ?? (signal ? 128 + (signalNumber[signal] ?? 1) : 1));
    });
  });
}

const signalNumber = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };

/** Polls `url` until it answers with a status below 500; fails early if `child` exits first. */
export async function waitForUrl(url, { child, timeoutMs = 120_000, intervalMs = 300 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (child && !isRunning(child)) throw new Error(`${child.label} exited before ${url} answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      if (res.status < 500) return res.status;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s (${lastError})`);
}

/** Sends `signal` to each running child, then SIGKILLs whatever is still alive after `graceMs`. */
export async function stopChildren(children, signal = 'SIGTERM', graceMs = 8000) {
  const alive = children.filter(isRunning);
  for (const child of alive) {
    try {
      child.kill(signal);
    } catch {
      /* already gone */
    }
  }
  await Promise.all(
    alive.map(async (child) => {
      const timer = setTimeout(() => {
        if (isRunning(child)) {
          console.error(`[${child.label}] did not stop within ${graceMs / 1000} s, killing it`);
          killGroup(child, 'SIGKILL');
        }
      }, graceMs);
      await child.exited;
      clearTimeout(timer);
      // Anything the child left in its process group (e.g. next dev's worker) goes with it.
      killGroup(child, 'SIGKILL');
    }),
  );
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* group already empty */
  }
}

/**
 * Supervises long-running children: forwards SIGINT/SIGTERM/SIGHUP once, stops everything when one child dies,
 * and never leaves a child behind when this process exits. Resolves with the exit code to use.
 */
export function supervise(children) {
  let stopping = false;
  let resolveDone;
  const done = new Promise((resolve) => (resolveDone = resolve));

  const shutdown = async (reason, code, signal = 'SIGTERM') => {
    if (stopping) return;
    stopping = true;
    console.info(`\n${reason}: stopping ${children.map((c) => c.label).join(' and ')}...`);
    await stopChildren(children, signal);
    resolveDone(code);
  };

  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(sig, () => {
      if (stopping) {
        // A second Ctrl+C: do not wait for graceful shutdown any longer.
        for (const child of children) killGroup(child, 'SIGKILL');
        process.exit(130);
      }
      void shutdown(`Received ${sig}`, 0, sig === 'SIGHUP' ? 'SIGTERM' : sig);
    });
  }
  for (const child of children) {
    void child.exited.then(({ code, signal }) => {
      if (!stopping)
        void shutdown(`${child.label} exited unexpectedly (${signal ?? `code ${code}`})`, code || 1);
    });
  }
  process.on('exit', () => {
    for (const child of children) if (isRunning(child)) killGroup(child, 'SIGKILL');
  });
  return { done, shutdown };
}

/**
 * The production build exactly as `npm run build` defines it (including any pre-build step another part of
 * the repo hooks in, such as generating antd's stylesheet). Resolves with the exit code.
 */
export function buildApp() {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  return run(npm, ['run', 'build'], { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
}
