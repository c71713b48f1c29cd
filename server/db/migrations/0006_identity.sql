-- Identity: one-time codes (SMS / e-mail, stored hashed), image captchas, the dev outbox the embedded
-- messaging adapter writes to, unique bound mobiles and e-mails, and the schools a user belongs to.
-- These tables are global (like users and sessions): a person signs in before any tenant is known.

create table verification_codes (
  id bigint primary key,
  channel text not null check (channel in ('sms', 'email')),
  recipient text not null,
  purpose text not null check (purpose in ('login', 'register', 'bind')),
  user_id bigint references users (id),
  code_hash text not null,
  attempts smallint not null default 0,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);
create index verification_codes_lookup_idx on verification_codes (channel, recipient, purpose, created_at desc);

create table captchas (
  id bigint primary key,
  account text not null,
  answer_hash text not null,
  expires_at timestamptz not null,
  consumed_at timestamptz,
  created_at timestamptz not null default now()
);

-- What the embedded messaging adapter "sent" (and, outside production, the image captcha answers),
-- so a developer or a test can read it. Never used when SMTP is configured for e-mail.
create table dev_outbox (
  id bigint primary key,
  channel text not null check (channel in ('sms', 'email', 'captcha')),
  recipient text not null,
  subject text not null default '',
  body text not null,
  created_at timestamptz not null default now()
);
create index dev_outbox_recipient_idx on dev_outbox (recipient, created_at desc);

-- A mobile number or e-mail address belongs to one account at most; empty means none bound.
create unique index users_mobile_key on users (mobile) where mobile <> '';
create unique index users_email_key on users (lower(email)) where email <> '';

grant select, insert, update on verification_codes to portal_app;
grant select, insert, update on captchas to portal_app;
grant select, insert on dev_outbox to portal_app;

-- The schools (top-level and sub-schools, across tenants) where a user holds a role, for the school
-- choice after login. Runs as the owner because memberships are tenant-isolated.
create function portal_user_schools(p_user_id bigint)
returns table (id text, tenant_id text, parent_id text, name jsonb, open_school boolean, roles text[])
language sql stable security definer
set search_path = public
as $$
  select s.id::text, s.tenant_id::text, s.parent_id::text, s.name, s.open_school, array_agg(distinct m.role order by m.role)
  from memberships m
  join schools s on s.tenant_id = m.tenant_id and s.id = m.school_id
  where m.user_id = p_user_id
  group by s.id, s.tenant_id, s.parent_id, s.name, s.open_school, s.created_at
  order by s.created_at, s.id
$$;
revoke all on function portal_user_schools(bigint) from public;
grant execute on function portal_user_schools(bigint) to portal_app;
