-- Consent before an application (oauth_clients) learns who a member is. Global tables like
-- oauth_clients and authorization_codes: /oauth2/v1/authorize reads them before any tenant is known,
-- and a member's consents span every school's applications.

-- What a member allowed an application to receive: one row per member and application, holding every
-- scope allowed so far. A request within them goes straight on; a request for more asks again, and
-- allowing it widens the row. Revoking deletes the row, so the next sign-in asks again.
create table oauth_consents (
  user_id bigint not null references users (id),
  client_id text not null references oauth_clients (client_id) on delete cascade,
  scopes text[] not null check (cardinality(scopes) > 0 and scopes <@ array['openid', 'profile', 'phone', 'email']),
  granted_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, client_id)
);
create index oauth_consents_client_idx on oauth_consents (client_id);

-- An authorization request waiting for the member's answer on the consent screen. The screen's
-- answer names it by a one-time ticket (stored as its SHA-256), so Allow or Deny applies to exactly
-- this request, of this member, once, within 10 minutes; nothing in the answer can change where the
-- browser goes or what is granted.
create table oauth_consent_requests (
  ticket_hash text primary key,
  user_id bigint not null references users (id),
  client_id text not null references oauth_clients (client_id) on delete cascade,
  redirect_uri text not null,
  scopes text[] not null,
  state text,
  code_challenge text not null default '',
  expires_at timestamptz not null,
  consumed_at timestamptz
);

-- A code carries the scopes the member granted; the token answer hands out only those fields. Codes
-- issued before this migration get the default scopes (no mobile number, no e-mail).
alter table authorization_codes add column scopes text[] not null default array['openid', 'profile'];

-- Removing an application takes its consents and waiting requests with it (the cascades above).
grant select, insert, update, delete on oauth_consents to portal_app;
grant select, insert, update, delete on oauth_consent_requests to portal_app;

do $$
declare
  t text;
begin
  foreach t in array array['oauth_consents', 'oauth_consent_requests'] loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy global_rows on %I using (true) with check (true)', t);
  end loop;
end
$$;
