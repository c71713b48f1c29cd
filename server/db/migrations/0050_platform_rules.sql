-- Platform rules: configuration keys, platform operators, operation grants, agreements, support-chat
-- codes and learning events. Platform-wide rows (platform_config, platform_operators, agreement_signs,
-- cookie_agreements, member_auth_codes) belong to no tenant, like users and sessions; every
-- tenant-owned table leads its keys with tenant_id and gets the forced RLS policy of 0002.

-- Platform-scope configuration keys (server/modules/platform-config/keys.ts). School-scope keys live
-- in school_settings under 'config.<name>'. A missing row means the key's default.
create table platform_config (
  key text primary key,
  value jsonb not null,
  updated_by bigint references users (id),
  updated_at timestamptz not null default now()
);

-- People who may edit platform-scope keys. Granted from the command line
-- (scripts/grant-platform-operator.ts) or by the demo seed (its admin); no API route grants it.
create table platform_operators (
  user_id bigint primary key references users (id),
  created_at timestamptz not null default now()
);

-- Operation codes (TRAINING_CENTER, ...) an administrator grants a member of a school.
create table operation_grants (
  tenant_id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  operation_code text not null check (operation_code ~ '^[A-Z][A-Z0-9_]{1,63}$'),
  granted_by bigint references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, school_id, user_id, operation_code),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- Which version of each agreement (privacy, service) a member signed; a newer current version asks
-- again. No row means version 1 (accepted at registration); version 0 means the member withdrew.
create table agreement_signs (
  user_id bigint not null references users (id),
  agreement_type text not null check (agreement_type in ('privacy', 'service')),
  version integer not null check (version >= 0),
  signed_at timestamptz not null default now(),
  primary key (user_id, agreement_type)
);

-- The cookie dialog's answers (operation: 1 accepted analytics cookies, 0 refused), newest per member.
create table cookie_agreements (
  user_id bigint primary key references users (id),
  operation smallint not null check (operation in (0, 1)),
  recorded_at timestamptz not null default now()
);

-- One-time auth codes for parties that act for a member (purpose 'chat': the support chat; 'elab':
-- POST /api/auth/rest/v1/elab/code), stored hashed; a code older than 600 seconds is refused and dropped.
create table member_auth_codes (
  code_hash text primary key,
  purpose text not null check (purpose in ('chat', 'elab')),
  user_id bigint not null references users (id),
  school_id bigint not null,
  issued_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index member_auth_codes_user_idx on member_auth_codes (user_id, issued_at desc);

-- Learning events (POST /api/point/v1/event/learn) earn points once per resource and day.
alter table point_events add column event_key text;
create unique index point_events_event_key_idx on point_events (tenant_id, school_id, user_id, event_key) where event_key is not null;

grant select, insert, update, delete on platform_config to portal_app;
grant select, insert, delete on platform_operators to portal_app;
grant select, insert, delete on operation_grants to portal_app;
grant select, insert, update, delete on agreement_signs to portal_app;
grant select, insert, update on cookie_agreements to portal_app;
grant select, insert, update, delete on member_auth_codes to portal_app;

alter table operation_grants enable row level security;
alter table operation_grants force row level security;
create policy tenant_isolation on operation_grants
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

-- The platform-wide tables above belong to no tenant: forced row-level security with a policy that
-- lets the app see every row, like the global tables of 0041.
do $$
declare
  t text;
begin
  foreach t in array array['platform_config', 'platform_operators', 'agreement_signs', 'cookie_agreements', 'member_auth_codes'] loop
    if not exists (select 1 from pg_policy where polrelid = t::regclass and polname = 'global_rows') then
      execute format('alter table %I enable row level security', t);
      execute format('alter table %I force row level security', t);
      execute format('create policy global_rows on %I using (true) with check (true)', t);
    end if;
  end loop;
end
$$;
