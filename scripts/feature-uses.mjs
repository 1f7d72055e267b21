// Every module that touches a code-split slice declares its feature (README "The store"): each component or hook
// that uses a value it imports from a slice (a selector it reads, an action it dispatches) calls useFeature(x),
// useFeatureSlice(x) or useFeatureDispatch(x) (the slice now, the saga with the first request) with that slice's
// descriptor in its own body, and a page loader calls
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

/** The name a top-level statement declares (a function, or a const holding an arrow function), if any. */
function declaredName(node) {
  if (ts.isFunctionDeclaration(node)) return node.name?.text;
  if (ts.isVariableStatement(node)) {
    const decl = node.declarationList.declarations[0];
    if (decl && ts.isIdentifier(decl.name) && decl.initializer && ts.isArrowFunction(decl.initializer))
      return decl.name.text;
  }
  return undefined;
}

const problems = [];
for (const sf of program.getSourceFiles()) {
  const file = rel(sf.fileName);
  if (!file.startsWith('src/') || exempt(file)) continue;
  /** local name → descriptor, for each value this module imports from a code-split slice */
  const needed = new Map();
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
      if (descriptor) needed.set(el.name.text, descriptor);
    }
  }
  if (needed.size === 0) continue;
  const report = (where, descriptor, how) =>
    problems.push(
      `${where}: touches the ${descriptor.replace(/Feature$/, '')} slice without ${how}(${descriptor})`,
    );
  if (isLoader(file)) {
    for (const descriptor of new Set(needed.values()))
      if (!new RegExp(`joinFeature\\(${descriptor}\\b`).test(sf.text))
        report(file, descriptor, 'store.joinFeature');
    continue;
  }
  // each component or hook (a top-level function named X… or use…) that names a slice's value declares it itself:
  // a sibling's declaration does not help when the two render apart
  const hook = (descriptor) => new RegExp(`useFeature(Slice|Dispatch)?\\(${descriptor}\\)`);
  let inComponents = new Set();
  for (const node of sf.statements) {
    const name = declaredName(node);
    if (!name || !/^([A-Z]|use[A-Z])/.test(name)) continue;
    const text = node.getText(sf);
    for (const [local, descriptor] of needed) {
      if (!new RegExp(`\\b${local}\\b`).test(text)) continue;
      inComponents.add(local);
      if (!hook(descriptor).test(text)) report(`${file} ${name}`, descriptor, 'useFeature / useFeatureSlice / useFeatureDispatch');
    }
  }
  // a value used elsewhere in the module (a helper, a constant): the module declares the feature somewhere
  for (const [local, descriptor] of needed)
    if (!inComponents.has(local) && !hook(descriptor).test(sf.text))
      report(file, descriptor, 'useFeature / useFeatureSlice / useFeatureDispatch');
}

if (descriptorOf.size === 0) problems.push('no descriptors found (src/features/*/*-feature.ts)');
for (const line of problems) console.info(line);
process.exit(problems.length > 0 ? 1 : 0);
