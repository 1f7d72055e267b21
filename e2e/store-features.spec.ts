// The server's store holds every code-split slice before any page renders (README "The store"), so the state a
// browser receives is whole: each slice as state, or by name when it is at its initial state (the browser's own
// is the same; src/app-store/hand-over.ts). In the production build, not only in jest: no descriptor module is listed in
// package.json "sideEffects", and none needs to be (the list reaches the store through _document's call).
// The expected keys are read from the descriptors themselves (src/features/*/*-feature.ts).
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from './helpers';

/** src/app-store/hand-over.ts AT_START_KEY (e2e specs import nothing from src) */
const AT_START_KEY = '@@atStart';

function descriptorKeys(): string[] {
  const dir = path.join(ROOT, 'src', 'features');
  const keys: string[] = [];
  for (const feature of fs.readdirSync(dir)) {
    const folder = path.join(dir, feature);
    if (!fs.statSync(folder).isDirectory()) continue;
    for (const file of fs.readdirSync(folder).filter((f) => f.endsWith('-feature.ts'))) {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      const key = text.match(/key: '(\w+)'/)?.[1];
      if (key && /reducer:/.test(text)) keys.push(key);
    }
  }
  return keys.sort();
}

test('every server-rendered page hands the browser every code-split slice', async ({ request }) => {
  const expected = descriptorKeys();
  expect(expected.length).toBeGreaterThanOrEqual(21);
  // a plain page that uses none of them, and one that uses a few
  for (const page of ['/auth/login', '/creator']) {
    const html = await (await request.get(page)).text();
    const data = html.match(
      /<script id="__NEXT_DATA__" type="application\/json"[^>]*>([\s\S]*?)<\/script>/,
    )?.[1];
    expect(data, `__NEXT_DATA__ of ${page}`).toBeTruthy();
    const state = (JSON.parse(data as string) as { props: { initialState: Record<string, unknown> } }).props
      .initialState;
    const atStart = (state[AT_START_KEY] ?? []) as string[];
    expect([...Object.keys(state), ...atStart].filter((k) => expected.includes(k)).sort(), page).toEqual(
      expected,
    );
    // a slice comes once: as state or by name
    expect(
      atStart.filter((k) => k in state),
      page,
    ).toEqual([]);
  }
});
