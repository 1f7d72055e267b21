// Build-time antd stylesheet (toolchain trap 3): antd runs with `zeroRuntime` in the app, so no style is
// generated per request; this script renders every used component once per theme and writes one static file.
// Run with: node --import tsx scripts/build-antd-css.mjs   (npm "prebuild" does it before `next build`)
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { ConfigProvider } from 'antd';
import { extractStyle } from '@ant-design/static-style-extract';
import { buildTheme, USED_COMPONENTS } from '../src/theme/theme.ts';

// public/antd*.css is git-ignored: the file is rebuilt by `npm run build` / `npm run dev` (pre-scripts).
const outFile = new URL('../public/antd.css', import.meta.url);

function extract(mode) {
  return extractStyle({
    includes: USED_COMPONENTS,
    customTheme: (node) => createElement(ConfigProvider, { theme: buildTheme(mode, false) }, node),
  });
}

// Component rules are identical in both modes (they read CSS variables); only the variable blocks differ,
// and each mode scopes its variables to its own class, so light + the dark-only blocks cover both.
function topLevelBlocks(css) {
  const blocks = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    }
  }
  return blocks.filter(Boolean);
}
const light = topLevelBlocks(extract('light'));
const seen = new Set(light);
const rules = [...light, ...topLevelBlocks(extract('dark')).filter((b) => !seen.has(b))];
const css = rules.join('\n');
writeFileSync(outFile, css);
console.info(`antd stylesheet: public/antd.css, ${(css.length / 1024).toFixed(0)} kB`);
