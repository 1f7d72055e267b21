// Prints the feature walls' numbers (issue 21): cross-feature imports, the ordered and two-way pairs of features
// that import each other, groups of features that reach each other in a circle, and the imports that reach past a
// feature's index.ts.
//   node scripts/feature-imports.mjs            summary
//   node scripts/feature-imports.mjs --list     every deep import and every pair
import process from 'node:process';
import { featureCycles, featureImports, featurePairs } from './lib/feature-graph.mjs';

const root = process.cwd();
const edges = featureImports(root);
const { crossFeature, ordered, twoWay } = featurePairs(edges);
const deep = edges.filter((e) => e.deep);
const hidden = edges.filter((e) => e.hidden);
const cycles = featureCycles(edges);

console.log(`cross-feature imports (feature → another feature): ${crossFeature}`);
console.log(`ordered feature pairs: ${ordered.length}`);
console.log(`two-way pairs: ${twoWay.length}${twoWay.length ? ` (${twoWay.join(', ')})` : ''}`);
console.log(
  `features in an import circle: ${cycles.flat().length}${cycles.length ? ` (${cycles.map((c) => c.join(' ')).join('; ')})` : ''}`,
);
console.log(`imports into a feature from outside it: ${edges.length}, past its index.ts: ${deep.length}`);
console.log(`  of which through lazy.ts or loaders.ts or allowed: ${deep.length - hidden.length}, past every public entry: ${hidden.length}`);
if (process.argv.includes('--list')) {
  for (const e of deep) console.log(`  ${e.hidden ? 'deep ' : 'entry'} ${e.from} → ${e.spec}`);
  for (const pair of ordered) console.log(`  pair  ${pair}`);
}
