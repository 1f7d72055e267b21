// Every module that touches a code-split slice declares its feature (README "The store"): a component, hook,
// page or layout that imports a value from a slice (a selector it reads, an action it dispatches) calls
// useFeature(x) or useFeatureSlice(x) with that slice's descriptor, and a page loader calls
// store.joinFeature(x). Without it the slice may be missing from the browser's store when the module runs.
// Sagas and other slices are exempt: a saga runs only once a component joined its feature, and a reducer may
// answer another slice's action. Prints one line per missing declaration; exit 1 when there is one.
//   node scripts/feature-uses.mjs [root]
import path from 'node:path';
import process from 'node:process';
import ts from 'typescript';

const root = path.resolve(process.argv[2] ?? '.');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

const config = ts.getParsedCommandLineOfConfigFile(
  path.join(root, 'tsconfig.json'),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  },
);
const files = config.fileNames.filter((f) => rel(f).startsWith('src/'));
const program = ts.createProgram(files, config.options);
const checker = program.getTypeChecker();

/** slice file → descriptor name, read from the descriptors (`*-feature.ts`: `reducer: xReducer` from './x-slice'). */
const descriptorOf = new Map();
for (const sf of program.getSourceFiles()) {
  const file = rel(sf.fileName);
  if (!/^src\/features\/[^/]+\/[^/]+-feature\.ts$/.test(file)) continue;
  const name = sf.text.match(/export const (\w+Feature)\b/)?.[1];
  const slice = sf.text.match(/from '\.\/([\w-]+-slice)'/)?.[1];
  if (name && slice) descriptorOf.set(`${path.posix.dirname(file)}/${slice}.ts`, name);
}

const exempt = (file) =>
  /-(saga|slice|feature)\.ts$/.test(file) || file.endsWith('/index.ts') || file.startsWith('src/app-store/');
const isLoader = (file) => /\/loaders\.ts$/.test(file);

const problems = [];
for (const sf of program.getSourceFiles()) {
  const file = rel(sf.fileName);
  if (!file.startsWith('src/') || exempt(file)) continue;
  const needed = new Set();
  for (const node of sf.statements) {
    if (!ts.isImportDeclaration(node) || node.importClause?.isTypeOnly) continue;
    const bindings = node.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const el of bindings.elements) {
      if (el.isTypeOnly) continue;
      let symbol = checker.getSymbolAtLocation(el.name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      const decl = symbol?.declarations?.[0];
      if (!decl || !(symbol.flags & ts.SymbolFlags.Value)) continue;
      const descriptor = descriptorOf.get(rel(decl.getSourceFile().fileName));
      if (descriptor) needed.add(descriptor);
    }
  }
  for (const descriptor of needed) {
    const declared = isLoader(file)
      ? new RegExp(`joinFeature\\(${descriptor}\\b`).test(sf.text)
      : new RegExp(`useFeature(Slice)?\\(${descriptor}\\)`).test(sf.text);
    if (!declared)
      problems.push(
        `${file}: touches the ${descriptor.replace(/Feature$/, '')} slice without ${isLoader(file) ? 'store.joinFeature' : 'useFeature / useFeatureSlice'}(${descriptor})`,
      );
  }
}

if (descriptorOf.size === 0) problems.push('no descriptors found (src/features/*/*-feature.ts)');
for (const line of problems) console.info(line);
process.exit(problems.length > 0 ? 1 : 0);
