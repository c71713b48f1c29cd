-- Rate-limit windows shared by every server process on this database (server/http/limiter.ts): one
-- row per limit and key (a client address, an account, a bind ticket), counted with an atomic upsert
-- in fixed windows on the database's clock. Unlogged: a crash of the database server may forget the
-- counters, which only forgives; they are never worth a write-ahead log entry per login attempt.
create unlogged table rate_limits (
  bucket text not null,
  key text not null,
  hits integer not null,
  resets_at timestamptz not null,
  primary key (bucket, key)
);
create index rate_limits_resets_at_idx on rate_limits (resets_at);

grant select, insert, update, delete on rate_limits to portal_app;

-- Each server process on this database takes the next number as its id generator's worker id (modulo
-- 1024, server/db/ids.ts), so two processes never make the same snowflake id.
create sequence process_worker_seq;
grant usage on sequence process_worker_seq to portal_app;
