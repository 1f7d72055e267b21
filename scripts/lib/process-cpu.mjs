// CPU time a process and its children have used (Linux /proc), for the bench's CPU per request: a figure that
// other work on a shared machine depresses far less than requests per second.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICK_MS = 10; // USER_HZ is 100 on Linux

function childrenOf(pid) {
  try {
    return execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** User + system CPU milliseconds of `pid` and its descendants; null where /proc is missing. */
export function cpuMsOf(pid) {
  if (!pid || !fs.existsSync(`/proc/${pid}/stat`)) return null;
  let ticks = 0;
  for (const id of [pid, ...childrenOf(pid).flatMap((c) => [c, ...childrenOf(c)])]) {
    try {
      // fields after "(comm) ": state is [0], utime [11], stime [12]
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the child ended meanwhile
    }
  }
  return ticks * TICK_MS;
}
