// The web's half of the realtime contract (issue 21, item 2): event names come only from the API's catalogue
// (api/src/contract/socket-events.ts), one module turns pushed events into domain actions, and no reducer
// reads a socket event: slices hear the domain actions of features/realtime/socket-actions.ts.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  CLIENT_EVENTS,
  ROOM_EVENTS,
  SFU_EVENTS,
  SOCKET_ERROR,
  STREAM_CHAT_PREFIXES,
  USER_EVENTS,
} from '@api/contract/socket-events';

const SRC = path.join(__dirname, '../../../src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const API_NAMES = new Set<string>([
  ...Object.values(USER_EVENTS),
  ...Object.values(ROOM_EVENTS),
  ...Object.values(CLIENT_EVENTS),
  SOCKET_ERROR,
]);
const PREFIXES = Object.values(STREAM_CHAT_PREFIXES);
// The SFU's names are ordinary words ('play', a role 'publish'): they count only where a socket call names them.
const SFU_NAMES = new Set<string>(Object.values(SFU_EVENTS));
const SOCKET_CALLS = new Set(['on', 'once', 'off', 'emit', 'emitWithAck', 'call']);

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return null;
}

function isSocketCallArgument(node: ts.Node): boolean {
  const call = node.parent;
  if (!call || !ts.isCallExpression(call) || call.arguments[0] !== node) return false;
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && SOCKET_CALLS.has(callee.name.text);
}

/** Every string literal in `text` that names a socket event, as "line: literal". */
export function eventLiterals(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const value = literalText(node);
    if (value !== null) {
      const named =
        API_NAMES.has(value) ||
        PREFIXES.some((prefix) => value.startsWith(prefix)) ||
        (SFU_NAMES.has(value) && isSocketCallArgument(node));
      if (named) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${value}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = sourceFiles(SRC).map((full) => ({
  name: path.relative(SRC, full),
  text: fs.readFileSync(full, 'utf8'),
}));

describe('the web speaks the socket catalogue', () => {
  it('has no socket event name as a string literal in src/', () => {
    const offenders = files.flatMap(({ name, text }) =>
      eventLiterals(name, text).map((hit) => `${name}:${hit}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check finds a literal event name, a chat prefix and an SFU call (it can fail)', () => {
    const sample = [
      "takeEvery((a) => a.event === 'update_balance', worker);",
      'const name = `message_created_conversation_${id}`;',
      "socket.emit('publish', {});",
      "const role = 'publish';",
    ].join('\n');
    expect(eventLiterals('sample.ts', sample)).toEqual([
      '1: update_balance',
      '2: message_created_conversation_',
      '3: publish',
    ]);
  });
});

describe('no reducer reads raw socket events', () => {
  const slices = files.filter(({ text }) => /\bcreateSlice\s*\(|\bcreateReducer\s*\(/.test(text));
  const RAW = /@api\/contract\/socket-events|socketEventToAction|\.onAny\(|payload\.event\b/;

  it('finds the slices to check', () => {
    expect(slices.length).toBeGreaterThan(20);
  });

  it('no slice imports the catalogue or matches on an event name', () => {
    expect(slices.filter(({ text }) => RAW.test(text)).map(({ name }) => name)).toEqual([]);
  });

  it('the check catches a slice that switches on the raw event (it can fail)', () => {
    expect(RAW.test('builder.addCase(any, (s, a) => { if (a.payload.event === x) s.n += 1; });')).toBe(true);
    expect(RAW.test("import { USER_EVENTS } from '@api/contract/socket-events';")).toBe(true);
  });

  it('only the realtime channel turns socket events into actions', () => {
    const users = files
      .filter(({ text }) => /socketEventToAction\(|\.onAny\(/.test(text))
      .map(({ name }) => name)
      .sort();
    expect(users).toEqual([
      path.join('app-store', 'realtime-saga.ts'),
      path.join('features', 'realtime', 'socket-actions.ts'),
      // the socket client itself (a transport, no actions): it hands its polling fallback's events to the
      // channel's own onAny listener
      path.join('lib', 'socket-client.ts'),
    ]);
  });
});
