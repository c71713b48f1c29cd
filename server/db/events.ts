import { EventEmitter } from 'node:events';
import pg from 'pg';

/**
 * Tells every server process on one database that something changed (a release, a configuration
 * key), so each can forget what it cached. On PostgreSQL it is LISTEN/NOTIFY: a notification reaches
 * every listening process, this one included, after the publishing transaction commits. The embedded
 * PGlite database belongs to one process, so there it is an in-process emitter.
 */
export interface EventBus {
  /** Sends `payload` (at most 7,000 bytes) to every subscriber of `channel` in every process. */
  publish(channel: string, payload: string): Promise<void>;
  /** Calls `handler` for each payload published on `channel`; returns the unsubscribe function. */
  subscribe(channel: string, handler: (payload: string) => void): () => void;
  /** Resolves once this process receives notifications of every channel subscribed so far. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;
// PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more.
const MAX_PAYLOAD_BYTES = 7000;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new RangeError(`Invalid event channel "${channel}"`);
}

function checkPayload(payload: string): void {
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new RangeError(`Event payload over ${MAX_PAYLOAD_BYTES} bytes`);
}

/** The one-process bus of the embedded database. */
export function localEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      // Delivered after the caller's turn, as a notification would be.
      queueMicrotask(() => emitter.emit(channel, payload));
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    ready: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * The bus of a PostgreSQL database: one dedicated connection LISTENs to every subscribed channel and
 * reconnects (re-listening) when it drops; publishing is `pg_notify` on the pool.
 */
export function postgresEventBus(url: string, publishQuery: (text: string, params: unknown[]) => Promise<unknown>): EventBus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let pending: Promise<unknown> = Promise.resolve();

  const deliver = (message: pg.Notification) => {
    for (const handler of handlers.get(message.channel) ?? []) {
      try {
        handler(message.payload ?? '');
      } catch {
        // One subscriber's failure must not stop the others.
      }
    }
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', deliver);
      next.on('error', () => {
        // The connection dropped: listen again on a new one unless the bus is closing.
        if (client === next) client = null;
        next.end().catch(() => undefined);
        if (!closed && handlers.size > 0) setTimeout(() => void relisten(), 200).unref();
      });
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`listen "${channel}"`);
      client = next;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  const relisten = () => {
    pending = pending.then(() => (closed ? undefined : connect())).catch(() => setTimeout(() => void relisten(), 1000).unref());
    return pending;
  };

  return {
    async publish(channel, payload) {
      checkChannel(channel);
      checkPayload(payload);
      await publishQuery('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe(channel, handler) {
      checkChannel(channel);
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        pending = pending
          .then(async () => {
            if (closed) return;
            const listener = await connect();
            // connect() listens to every known channel when it opens; an open connection needs this one added.
            await listener.query(`listen "${channel}"`);
          })
          .catch(() => relisten());
      }
      set.add(handler);
      return () => {
        set.delete(handler);
      };
    },
    ready: async () => {
      await pending;
    },
    async close() {
      closed = true;
      await pending.catch(() => undefined);
      const last = client;
      client = null;
      handlers.clear();
      await last?.end().catch(() => undefined);
    },
  };
}
