// Fastify decorations shared by every plugin and route module of the reference API.
// Other modules (utils, block, later features) compile against these declarations.
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Server as SocketServer } from 'socket.io';
import type { AppConfig } from './config';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  UserEvent,
  UserEventPayloads,
} from './contract/socket-events';
import type { Role } from './contract/roles';
import type { Mailer } from './services/mailer';
import type { LiveMedia } from './live';
import type { PaymentGateway } from './payments/gateway';
import type { Repositories } from './repositories';
import type { QueryDb } from './db/connect';
import type { SqlDb } from './db/sql-db';

/** The authenticated caller, resolved from the Authorization header by plugins/auth. */
export interface AuthUser {
  /** account id (`_id`) */
  id: string;
  role: Role;
  /** id of the token row used for this request (used to revoke it on logout) */
  tokenId: string;
  /** this session passed the second factor (only operators have one) */
  secondFactor: boolean;
}

/** Sends one of the catalogue's user events (contract/socket-events) with its payload. */
export type EmitToUser = <E extends UserEvent>(userId: string, event: E, data: UserEventPayloads[E]) => void;

/** socket.io typed by the realtime contract: a wrong name or payload does not compile. */
export type ApiSocketServer = SocketServer<ClientToServerEvents, ServerToClientEvents>;

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** The repositories' SQL runner (SQLite or PostgreSQL); statements join the caller's open transaction. */
    db: SqlDb;
    /** The query layer (Kysely) over the same database: what converted repositories and transactions use. */
    queryDb: QueryDb;
    /** Repositories (SQL lives only there): app.repos.settings.get('blockedCountries'), app.repos.users, ... */
    repos: Repositories;
    /** Injectable clock: tests move time forward to expire tokens. */
    now: () => Date;
    /** preHandler: 401 unless a valid token is present. */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 without token, 403 when the role differs. */
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
    /** preHandler of every /admin route: an operator whose session passed two-factor (403 otherwise). */
    requireAdmin: preHandlerAsyncHookHandler;
    /** preHandler of the two-factor routes: an operator, before two-factor is set up or passed. */
    requireAdminEnrolling: preHandlerAsyncHookHandler;
    /** Sends a socket.io event to every socket of a user (room `user-<id>`). No-op before socket.io is ready. */
    emitToUser: EmitToUser;
    /** Disconnects sockets that authenticated with these token ids (after logout / revocation). */
    disconnectTokens: (tokenIds: string[]) => void;
    /** socket.io server on the same port */
    io: ApiSocketServer;
    /** Outbox mailer (DATA_DIR/outbox + `outbox` table). */
    mailer: Mailer;
    /** The active card gateway: Stripe when its keys are set, else the built-in sandbox (plugins/payments). */
    paymentGateway: PaymentGateway;
    /** Live media: the engine in use (built-in SFU, Agora, LiveKit), credentials, revocation (plugins/live-media). */
    liveMedia: LiveMedia;
  }
  interface FastifyRequest {
    /** null for anonymous requests (optional auth runs on every request) */
    authUser: AuthUser | null;
  }
}
