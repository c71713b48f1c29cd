-- Tenant isolation: the app runs as portal_app, which does not own the tables; row-level security
-- is enabled and forced on every tenant table, and the tenant is set per transaction
-- (set_config('app.tenant_id', ..., true)). With no tenant set, tenant tables show no rows.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'portal_app') then
    create role portal_app nologin;
  end if;
end
$$;
-- The migration role must be able to SET ROLE portal_app on its pooled connections.
grant portal_app to current_user;

grant usage on schema public to portal_app;
grant select, insert, update on users to portal_app;
grant select, insert, update on sessions to portal_app;
grant select, insert, update on schools to portal_app;
grant select, insert, update, delete on memberships to portal_app;
grant select, insert, update on pages to portal_app;
grant select, insert, update on page_drafts to portal_app;
-- Released versions are immutable: no update, no delete.
grant select, insert on page_versions to portal_app;
grant select, insert, update, delete on resources to portal_app;

alter table schools enable row level security;
alter table schools force row level security;
create policy tenant_isolation on schools
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table memberships enable row level security;
alter table memberships force row level security;
create policy tenant_isolation on memberships
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table pages enable row level security;
alter table pages force row level security;
create policy tenant_isolation on pages
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table page_drafts enable row level security;
alter table page_drafts force row level security;
create policy tenant_isolation on page_drafts
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table page_versions enable row level security;
alter table page_versions force row level security;
create policy tenant_isolation on page_versions
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table resources enable row level security;
alter table resources force row level security;
create policy tenant_isolation on resources
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

-- Resolves a school id to its tenant before the tenant is known (URL school ids). Runs as the
-- owner (superuser or BYPASSRLS), returns one school's public facts only.
create function portal_school_lookup(p_id bigint)
returns table (id text, tenant_id text, parent_id text, open_school boolean)
language sql stable security definer
set search_path = public
as $$
  select s.id::text, s.tenant_id::text, s.parent_id::text, s.open_school
  from schools s where s.id = p_id
$$;
revoke all on function portal_school_lookup(bigint) from public;
grant execute on function portal_school_lookup(bigint) to portal_app;
