-- Every table has row-level security. Tenant tables are isolated by tenant_id (0002 and later); the
-- global tables below hold what exists before any tenant is known (accounts, sessions, sign-in flows,
-- limits) and say so with an explicit policy that lets the app see every row. A table added without
-- either fails the catalog check (tests/api/catalog.test.ts).
do $$
declare
  t text;
begin
  foreach t in array array['users', 'sessions', 'verification_codes', 'captchas', 'dev_outbox', 'login_states',
    'bind_tickets', 'qr_logins', 'oauth_clients', 'authorization_codes', 'rate_limits'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy global_rows on %I using (true) with check (true)', t);
  end loop;
end
$$;

-- The applied migrations, readable by the app for /readyz; only the owner writes them.
alter table schema_migrations enable row level security;
alter table schema_migrations force row level security;
create policy read_only on schema_migrations for select using (true);
grant select on schema_migrations to portal_app;
