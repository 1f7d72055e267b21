// Issue 20 item 20: emoji used as icons render as empty boxes on systems without an emoji font (the live
// viewer count, the paid message's lock). The UI draws icons with the SVG set (components/icons.tsx); no source
// file of the web app carries an emoji glyph. ©, ® and ™ are in every text font and stay allowed.
import fs from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '../../src');
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
    .filter((f) => /\.(tsx?|css)$/.test(f));
}

test('no emoji glyph in the web app’s source (icons come from the SVG set)', () => {
  const found = files(SRC).flatMap((file) =>
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(SRC, file)}:${i + 1}` }))
      .filter(({ line }) => EMOJI.test(line))
      .map(({ line, at }) => `${at}: ${line.trim()}`),
  );
  expect(found).toEqual([]);
});
