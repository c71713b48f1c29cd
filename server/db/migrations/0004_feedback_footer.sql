-- Feedback submissions, uploaded images and per-school settings (footer templates, customer-service
-- contact, switches). Every table leads its keys with tenant_id and gets the forced RLS policy of 0002.

create table feedback (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  feedback_type smallint not null check (feedback_type in (0, 1, 2, 3)),
  content text not null check (char_length(content) between 1 and 200),
  pic_urls text not null default '',
  allow_contact boolean not null,
  phone_number text,
  school_name text not null default '',
  user_name text not null default '',
  client_type text not null default '1',
  status smallint not null default 0 check (status in (0, 1)),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index feedback_school_idx on feedback (tenant_id, school_id, created_at desc);

-- An upload slot is made by get-upload-url (status 'pending') and filled by uploadFile ('stored').
create table uploads (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  file_name text not null,
  module text not null default '',
  content_type text,
  byte_size integer,
  status text not null default 'pending' check (status in ('pending', 'stored')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- key: 'footer' (templates and switches), 'customer_service' (contact and its switch).
create table school_settings (
  tenant_id bigint not null,
  school_id bigint not null,
  key text not null,
  value jsonb not null,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, school_id, key),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

grant select, insert, update on feedback to portal_app;
grant select, insert, update on uploads to portal_app;
grant select, insert, update, delete on school_settings to portal_app;

alter table feedback enable row level security;
alter table feedback force row level security;
create policy tenant_isolation on feedback
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table uploads enable row level security;
alter table uploads force row level security;
create policy tenant_isolation on uploads
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table school_settings enable row level security;
alter table school_settings force row level security;
create policy tenant_isolation on school_settings
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);
