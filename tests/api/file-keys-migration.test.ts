import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { migrate, migrationFiles, MIGRATIONS_DIR, type SqlClient } from '../../server/db/migrate';
import { databaseUrl } from './test-db';

// Migration 0071 keys the files stored before it and the addresses stored with them. It runs here on
// a database migrated up to just before it that holds such rows, on PGlite or on the PostgreSQL
// server of TEST_DATABASE_URL.
const KEYING = '0071_file_keys.sql';
const T = '1100000000000000001';
const USER = '1300000000000000001';
const [PAGE_IMAGE, FEEDBACK_IMAGE, DIALOG_IMAGE] = ['1200000000000000001', '1200000000000000002', '1200000000000000003'];
const CLASS_FILE = '1200000000000000004';
const address = (id: string) => `/api/school/v1/files/${T}/${id}`;

let dir: string;
let client: SqlClient & { close: () => Promise<void> };

async function openEmpty(): Promise<SqlClient & { close: () => Promise<void> }> {
  const info = inject('testDb');
  if (info.kind === 'pglite') {
    const lite = new PGlite();
    await lite.waitReady;
    return { query: (text, params) => lite.query(text, params), exec: (text) => lite.exec(text), close: () => lite.close() };
  }
  const name = `${info.prefix}_keys_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: info.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const owner = new pg.Client({ connectionString: databaseUrl(info.adminUrl, name) });
  await owner.connect();
  return { query: (text, params) => owner.query(text, params), exec: (text) => owner.query(text), close: () => owner.end() } as SqlClient & { close: () => Promise<void> };
}

const one = async <R>(text: string, params: unknown[] = []) => (await client.query<R>(text, params)).rows[0]!;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'portal-keys-'));
  for (const file of migrationFiles().filter((f) => f < KEYING)) copyFileSync(join(MIGRATIONS_DIR, file), join(dir, file));
  client = await openEmpty();
  await migrate(client, dir);

  const page = '1400000000000000001';
  const document = (image: string) => JSON.stringify({
    schemaVersion: 1, settings: {},
    blocks: [
      { id: 'b_1', type: 'banner', v: 1, props: { slides: [{ image }, { image: `https://portal.example${image}?w=2` }] } },
      { id: 'b_2', type: 'rich-text', v: 1, props: { html: `<p><img src="${image}"> and <img src="${address('1299999999999999999')}"> and ${image}0</p>` } },
    ],
  });
  await client.exec(`
    insert into schools (tenant_id, id, name, open_school, logo_url) values (${T}, ${T}, '{"en_US":"Old school"}', false, '${address(PAGE_IMAGE)}');
    insert into users (id, account, password_hash) values (${USER}, 'old-user', '!');
    insert into uploads (tenant_id, id, school_id, user_id, file_name, module, content_type, byte_size, status) values
      (${T}, ${PAGE_IMAGE}, ${T}, ${USER}, E'banner\\u202egnp.png', 'designer', 'image/png', 10, 'stored'),
      (${T}, ${FEEDBACK_IMAGE}, ${T}, ${USER}, 'shot.png', '', 'image/png', 10, 'stored'),
      (${T}, ${DIALOG_IMAGE}, ${T}, ${USER}, 'dialog.png', 'feedback', 'image/png', 10, 'stored');
    insert into pages (tenant_id, id, school_id, code, name) values (${T}, ${page}, ${T}, 'home', '{"en_US":"Home"}');
    insert into page_drafts (tenant_id, page_id, document) values (${T}, ${page}, '${document(address(PAGE_IMAGE))}');
    insert into page_versions (tenant_id, page_id, version, document) values (${T}, ${page}, 1, '${document(address(PAGE_IMAGE))}');
    insert into school_settings (tenant_id, school_id, key, value) values (${T}, ${T}, 'footer', '{"templates":[{"footerQrCodes":[{"url":"${address(PAGE_IMAGE)}"}]}]}');
    insert into feedback (tenant_id, id, school_id, user_id, feedback_type, content, pic_urls, allow_contact) values
      (${T}, 1500000000000000001, ${T}, ${USER}, 1, 'Broken', '${address(FEEDBACK_IMAGE)},${address(DIALOG_IMAGE)}', false);
    insert into class_files (tenant_id, id, school_id, user_id, file_name, kind, content_type, byte_size, status) values
      (${T}, ${CLASS_FILE}, ${T}, ${USER}, E'plan\\u202efdp.exe\\u0007', 1, 'application/pdf', 4, 'stored');
  `);
  copyFileSync(join(MIGRATIONS_DIR, KEYING), join(dir, KEYING));
  expect(await migrate(client, dir)).toEqual([KEYING]);
});
afterAll(async () => {
  await client?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe(`migration ${KEYING}`, () => {
  it('gives every stored file its own key of 22 base64url characters (128 bits)', async () => {
    const { rows } = await client.query<{ access_key: string }>('select access_key from uploads union all select access_key from class_files');
    expect(rows).toHaveLength(4);
    for (const { access_key: key } of rows) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set(rows.map((r) => r.access_key)).size).toBe(4);
  });

  it('appends the key to every stored address of a known file: drafts, released versions, footer, logo, feedback; absolute or not', async () => {
    const key = (await one<{ access_key: string }>('select access_key from uploads where id = $1', [PAGE_IMAGE])).access_key;
    const keyed = `${address(PAGE_IMAGE)}/${key}`;
    for (const table of ['page_drafts', 'page_versions']) {
      const { document } = await one<{ document: { blocks: { props: { slides?: { image: string }[]; html?: string } }[] } }>(`select document from ${table}`);
      expect(document.blocks[0]!.props.slides).toEqual([{ image: keyed }, { image: `https://portal.example${keyed}?w=2` }]);
      // An id the store never had and a longer number that only starts like one stay as they were.
      expect(document.blocks[1]!.props.html).toBe(`<p><img src="${keyed}"> and <img src="${address('1299999999999999999')}"> and ${address(PAGE_IMAGE)}0</p>`);
    }
    expect((await one<{ value: unknown }>('select value from school_settings')).value).toEqual({ templates: [{ footerQrCodes: [{ url: keyed }] }] });
    expect((await one<{ logo_url: string }>('select logo_url from schools')).logo_url).toBe(keyed);
    const keys = Object.fromEntries((await client.query<{ id: string; access_key: string }>('select id::text, access_key from uploads')).rows.map((r) => [r.id, r.access_key]));
    expect((await one<{ pic_urls: string }>('select pic_urls from feedback')).pic_urls)
      .toBe(`${address(FEEDBACK_IMAGE)}/${keys[FEEDBACK_IMAGE]},${address(DIALOG_IMAGE)}/${keys[DIALOG_IMAGE]}`);
  });

  it('makes feedback pictures the sender\'s and the administrators\' (sent with feedback, or uploaded by the dialog)', async () => {
    const { rows } = await client.query<{ id: string; audience: string }>('select id::text, audience from uploads order by id');
    expect(rows).toEqual([{ id: PAGE_IMAGE, audience: 'school' }, { id: FEEDBACK_IMAGE, audience: 'sender' }, { id: DIALOG_IMAGE, audience: 'sender' }]);
  });

  it('removes control and bidirectional formatting characters from stored file names', async () => {
    expect((await one<{ file_name: string }>('select file_name from uploads where id = $1', [PAGE_IMAGE])).file_name).toBe('bannergnp.png');
    expect((await one<{ file_name: string }>('select file_name from class_files')).file_name).toBe('planfdp.exe');
  });

  it('gives rows inserted afterwards a key of their own too', async () => {
    await client.exec(`insert into uploads (tenant_id, id, school_id, user_id, file_name) values (${T}, 1200000000000000009, ${T}, ${USER}, 'later.png')`);
    expect((await one<{ access_key: string }>('select access_key from uploads where id = 1200000000000000009')).access_key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
