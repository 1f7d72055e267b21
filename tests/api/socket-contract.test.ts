// The realtime contract has one home, api/src/contract/socket-events.ts: no socket event name is written as a
// string anywhere else in the API or the SFU, so a rename or a typo cannot drift from what the web listens to.
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

const ROOT = path.resolve(__dirname, '../..');
const CONTRACT_DIR = path.join(ROOT, 'api/src/contract');

const NAMES = [
  ...Object.values(USER_EVENTS),
  ...Object.values(ROOM_EVENTS),
  ...Object.values(CLIENT_EVENTS),
  ...Object.values(SFU_EVENTS),
  SOCKET_ERROR,
];
const PREFIXES = Object.values(STREAM_CHAT_PREFIXES);
// Plain words (the SFU's `publish`, `play`: also its answer roles) are caught at event call sites only.
const DISTINCTIVE = new Set(NAMES.filter((name) => /[_/-]/.test(name)));
// Node's and socket.io's own events, which are no part of the contract.
const RUNTIME_EVENTS = new Set(['connection', 'disconnect', 'error', 'exit', 'message', 'SIGINT', 'SIGTERM']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === CONTRACT_DIR ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const CALLS = new Set(['emit', 'on', 'once', 'off']);
// the emitters that take the event second: emitToUser(userId, event, data), socketRelay.add(userId, event, ...)
const NAME_SECOND = new Set(['emitToUser', 'socketRelay.add']);

function calleeName(call: ts.CallExpression): string {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (!ts.isPropertyAccessExpression(callee)) return '';
  const owner = callee.expression;
  return ts.isPropertyAccessExpression(owner) && owner.name.text === 'socketRelay'
    ? `socketRelay.${callee.name.text}`
    : callee.name.text;
}

/** The static text of a string literal or the head of a template; null for anything else. */
function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return ts.isTemplateExpression(node) ? node.head.text : null;
}

/** Event names written as strings in `source`: any catalogue name, or a literal at an emit or listen call. */
function literalEvents(source: string): string[] {
  const found = new Set<string>();
  const visit = (node: ts.Node): void => {
    const head = literalText(node);
    if (head !== null && (DISTINCTIVE.has(head) || PREFIXES.some((prefix) => head.startsWith(prefix))))
      found.add(head);
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      const event = CALLS.has(name)
        ? literalText(node.arguments[0])
        : NAME_SECOND.has(name)
          ? literalText(node.arguments[1])
          : null;
      if (event !== null && !RUNTIME_EVENTS.has(event)) found.add(event);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile('source.ts', source, ts.ScriptTarget.Latest, true));
  return [...found];
}

describe('the realtime contract', () => {
  test('the guard sees a name written by hand, however it is written', () => {
    expect(literalEvents(`app.emitToUser(id, 'update_balance', { token: 1 });`)).toEqual(['update_balance']);
    expect(literalEvents('io.to(room).emit(`clear_all_messages_${id}`, {});')).toEqual([
      'clear_all_messages_',
    ]);
    expect(literalEvents(`const NAME = "account_updated";`)).toEqual(['account_updated']);
    expect(literalEvents(`socket.on('brand-new-event', handler);`)).toEqual(['brand-new-event']);
    expect(literalEvents(`t.app.repos.socketRelay.add(id, 'made-up', {}, now);`)).toEqual(['made-up']);
    expect(
      literalEvents(`socket.on(CLIENT_EVENTS.login, h); proc.on('exit', h); purchases.add(id, 'feed');`),
    ).toEqual([]);
  });

  test('no socket event name is written outside the catalogue in api/src and api/sfu', () => {
    const offenders = [...sourceFiles(path.join(ROOT, 'api/src')), ...sourceFiles(path.join(ROOT, 'api/sfu'))]
      .map((file) => ({
        file: path.relative(ROOT, file),
        names: literalEvents(fs.readFileSync(file, 'utf8')),
      }))
      .filter((f) => f.names.length > 0);
    // a name here belongs in contract/socket-events.ts (or, for a Node event, in RUNTIME_EVENTS above)
    expect(offenders).toEqual([]);
  });

  test('every wire name is listed once (the SFU reuses media-revoked of the API)', () => {
    const { mediaRevoked: _same, ...sfu } = SFU_EVENTS;
    const wire = [
      ...Object.values(USER_EVENTS),
      ...Object.values(ROOM_EVENTS),
      ...Object.values(CLIENT_EVENTS),
      ...Object.values(sfu),
      SOCKET_ERROR,
      ...PREFIXES,
    ];
    expect(new Set(wire).size).toBe(wire.length);
  });
});
