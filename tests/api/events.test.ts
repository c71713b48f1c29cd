import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../server/db/database';
import { databaseUrl } from './test-db';

/** Waits for the next payload on `channel` of `database`, or fails after `ms`. */
function nextEvent(database: Database, channel: string, ms = 3000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`no event on ${channel} within ${ms} ms`));
    }, ms);
    const stop = database.events.subscribe(channel, (payload) => {
      clearTimeout(timer);
      stop();
      resolve(payload);
    });
  });
}

describe('change events shared by every process on one database', () => {
  const info = inject('testDb');
  const opened: Database[] = [];
  let dropName: string | null = null;
  let first: Database;
  let second: Database;

  beforeAll(async () => {
    if (info.kind === 'pglite') {
      first = await openPglite({ loadDataDir: new Blob([readFileSync(info.dumpPath)]) });
      second = first;
      opened.push(first);
      return;
    }
    dropName = `${info.prefix}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: info.adminUrl });
    await admin.connect();
    await admin.query(`create database ${dropName} template ${info.template}`);
    await admin.end();
    // Two pools on one database stand for two server processes.
    first = await openPostgres(databaseUrl(info.adminUrl, dropName), { poolSize: 2 });
    second = await openPostgres(databaseUrl(info.adminUrl, dropName), { poolSize: 2 });
    opened.push(first, second);
  });

  afterAll(async () => {
    for (const database of opened) await database.close();
    if (dropName && info.kind === 'postgres') {
      const admin = new pg.Client({ connectionString: info.adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dropName} with (force)`);
      await admin.end();
    }
  });

  it('delivers a payload published by one process to the subscribers of another', async () => {
    const received = nextEvent(second, 'render_cache');
    await second.events.ready();
    await first.events.publish('render_cache', '{"schoolId":"1"}');
    await expect(received).resolves.toBe('{"schoolId":"1"}');
  });

  it('delivers only to the channel named', async () => {
    const other: string[] = [];
    const stop = second.events.subscribe('config_keys', (payload) => other.push(payload));
    const received = nextEvent(second, 'page_release');
    await second.events.ready();
    await first.events.publish('page_release', 'a');
    await expect(received).resolves.toBe('a');
    stop();
    expect(other).toEqual([]);
  });

  it('stops calling a handler once it unsubscribes', async () => {
    const seen: string[] = [];
    const stop = second.events.subscribe('unsubscribed', (payload) => seen.push(payload));
    await second.events.ready();
    stop();
    const witness = nextEvent(second, 'unsubscribed');
    await second.events.ready();
    await first.events.publish('unsubscribed', 'x');
    await expect(witness).resolves.toBe('x');
    expect(seen).toEqual([]);
  });

  it('refuses channel names that are not plain identifiers and payloads PostgreSQL would refuse', async () => {
    await expect(first.events.publish('Bad"; drop', 'x')).rejects.toThrow(RangeError);
    expect(() => first.events.subscribe('has space', () => undefined)).toThrow(RangeError);
    await expect(first.events.publish('big', 'x'.repeat(8000))).rejects.toThrow(RangeError);
  });
});
