// The parts of the app that services use, for operator commands that run outside the API on the same DATA_DIR:
// the database and repositories, the clock, the mailer (outbox) and socket events, which go to the socket_relay
// table for the running API to deliver within SOCKET_RELAY_MS.
import type { FastifyInstance } from 'fastify';
import type { SqlDb } from '../db/sql-db';
import { loadConfig } from '../config';
import { createMailer } from '../services/mailer';
import { createRepositories } from '../repositories';
import type { EmitToUser } from '../types';

export function operatorApp(
  db: SqlDb,
  dataDir: string,
  out: (line: string) => void,
  now: () => Date = () => new Date(),
): FastifyInstance {
  const repos = createRepositories(db);
  const log = {
    info: () => undefined,
    warn: () => undefined,
    error: (o: unknown) => out(`error: ${JSON.stringify(o)}`),
  };
  // written before the command closes the database (SqlDb.close waits for statements in flight)
  const emitToUser: EmitToUser = (userId, event, data) => {
    repos.socketRelay
      .add(userId, event, data, now().toISOString())
      .catch((err: unknown) => log.error({ err }));
  };
  return {
    db,
    queryDb: db.query,
    repos,
    now,
    config: loadConfig(process.env, { dataDir }),
    log,
    mailer: createMailer({ dataDir, outbox: repos.outbox, log: log as never, now }),
    emitToUser,
    // sockets live in the API's process: its sweep drops those of revoked tokens within SOCKET_SWEEP_MS
    disconnectTokens: () => undefined,
  } as unknown as FastifyInstance;
}
