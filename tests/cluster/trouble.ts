// A process of the cluster that died or logged an error is the first thing to know when a case fails (a status
// 0 is all the client sees): the whole output goes to a file and the lines that matter, with what follows them
// (a stack), to the test's console.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// the test's own SIGKILL is expected; any other exit, an error or a warning of the API is not
const TROUBLE = /exited \((?!SIGKILL)|"level":(40|50|60)|Error\b|FATAL/;

export function troubleLines(output: string, after = 12): string[] {
  const lines = output.split('\n');
  const picked = new Set<number>();
  lines.forEach((line, i) => {
    if (!TROUBLE.test(line)) return;
    for (let j = i; j < Math.min(lines.length, i + 1 + after); j += 1) picked.add(j);
  });
  return [...picked].sort((a, b) => a - b).map((i) => lines[i]);
}

export function reportTrouble(output: string): void {
  const file = path.join(os.tmpdir(), `cluster-test-${process.pid}.log`);
  fs.writeFileSync(file, output);
  const trouble = troubleLines(output);
  if (trouble.length)
    console.warn(
      `the cluster's processes reported (whole output in ${file}):\n${trouble.slice(-150).join('\n')}`,
    );
}
