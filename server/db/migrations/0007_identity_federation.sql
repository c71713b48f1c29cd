-- Sign-in through other parties and for other parties: a school's enterprise identity providers,
-- accounts linked to outside identities, one-time login states and bind tickets, QR logins, and the
-- applications this portal issues authorization codes to.

-- kind 'sso' is enterprise single sign-on (/uniportal/callback), 'oauth2' enterprise OAuth2
-- (/enterpriseOauth2/callback). The client secret is the school's, kept like any other tenant row.
create table identity_providers (
  tenant_id bigint not null,
  school_id bigint not null,
  kind text not null check (kind in ('sso', 'oauth2')),
  issuer text not null,
  client_id text not null,
  client_secret text not null,
  redirect_uri text not null,
  scope text not null default 'openid profile email',
  logout_url text not null default '',
  updated_at timestamptz not null default now(),
  primary key (tenant_id, school_id, kind),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- provider: 'sso', 'oauth2', 'welink', 'hw', 'imc'; subject: the party's stable id for the person.
create table external_identities (
  tenant_id bigint not null,
  provider text not null,
  subject text not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, provider, subject)
);
create index external_identities_user_idx on external_identities (tenant_id, user_id);

-- Global, like sessions: looked up by a secret's hash before the tenant is known. Each row is used once.
create table login_states (
  state_hash text primary key,
  kind text not null,
  tenant_id bigint not null,
  school_id bigint not null,
  nonce text not null default '',
  code_verifier text not null default '',
  redirect text not null default '/',
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- An outside identity that is not linked to an account yet; the person links it by proving an account.
create table bind_tickets (
  ticket_hash text primary key,
  tenant_id bigint not null,
  school_id bigint not null,
  provider text not null,
  subject text not null,
  email text not null default '',
  display_name text not null default '',
  redirect text not null default '/',
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- status: waiting → scanned → confirmed → done (tokens handed to the desktop); or cancelled.
create table qr_logins (
  id text primary key,
  poll_secret_hash text not null,
  school_id bigint,
  status text not null default 'waiting' check (status in ('waiting', 'scanned', 'confirmed', 'done', 'cancelled')),
  user_id bigint references users (id),
  expires_at timestamptz not null,
  created_at timestamptz not null default now()
);

-- Applications this portal signs people in to. A confidential client has a secret (stored hashed);
-- a public one has none and must use PKCE.
create table oauth_clients (
  client_id text primary key,
  name text not null,
  secret_hash text,
  redirect_uris text[] not null,
  created_at timestamptz not null default now()
);

create table authorization_codes (
  code_hash text primary key,
  client_id text not null references oauth_clients (client_id),
  user_id bigint not null references users (id),
  redirect_uri text not null,
  code_challenge text not null default '',
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- How a session began, so logout can follow the school's login method.
alter table sessions add column login_tenant_id bigint;
alter table sessions add column login_school_id bigint;
alter table sessions add column login_provider text not null default 'password';

grant select, insert, update, delete on identity_providers to portal_app;
grant select, insert, delete on external_identities to portal_app;
grant select, insert, update, delete on login_states to portal_app;
grant select, insert, update, delete on bind_tickets to portal_app;
grant select, insert, update, delete on qr_logins to portal_app;
grant select, insert, update on oauth_clients to portal_app;
grant select, insert, update, delete on authorization_codes to portal_app;

alter table identity_providers enable row level security;
alter table identity_providers force row level security;
create policy tenant_isolation on identity_providers
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table external_identities enable row level security;
alter table external_identities force row level security;
create policy tenant_isolation on external_identities
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);
