// Socket events written by another process (an operator command) for the API to deliver.
import type { SqlDb } from '../db/sql-db';
import type { UserEvent, UserEventPayloads } from '../contract/socket-events';

export interface RelayedEvent {
  userId: string;
  event: UserEvent;
  data: UserEventPayloads[UserEvent];
}

export class SocketRelayRepository {
  constructor(private readonly db: SqlDb) {}

  async add<E extends UserEvent>(
    userId: string,
    event: E,
    data: UserEventPayloads[E],
    now: string,
  ): Promise<void> {
    await this.db
      .prepare('INSERT INTO socket_relay (userId, event, payload, createdAt) VALUES (?, ?, ?, ?)')
      .run(userId, event, JSON.stringify(data ?? null), now);
  }

  /** Every waiting event, oldest first, removed in the same transaction (each is delivered once). */
  async take(limit = 500): Promise<RelayedEvent[]> {
    return await this.db.transaction(async () => {
      const rows = (await this.db
        .prepare('SELECT id, userId, event, payload FROM socket_relay ORDER BY id LIMIT ?')
        .all(limit)) as { id: number; userId: string; event: string; payload: string }[];
      if (rows.length)
        await this.db.prepare('DELETE FROM socket_relay WHERE id <= ?').run(rows[rows.length - 1].id);
      // rows are written by add() only, so each carries a catalogue event and its payload
      return rows.map((r) => ({
        userId: r.userId,
        event: r.event as UserEvent,
        data: JSON.parse(r.payload) as UserEventPayloads[UserEvent],
      }));
    })();
  }
}
