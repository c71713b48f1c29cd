-- Tables. Tenant tables lead every primary and foreign key with tenant_id, so the schema can be
-- distributed by tenant later; global tables (users, sessions) are keyed by their own id.

create table schools (
  tenant_id bigint not null,
  id bigint not null,
  parent_id bigint,
  name jsonb not null,
  open_school boolean not null default true,
  login_method smallint not null default 1,
  is_decorated boolean not null default false,
  default_language text not null default 'zh_CN',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, parent_id) references schools (tenant_id, id)
);
create index schools_id_idx on schools (id);

create table users (
  id bigint primary key,
  account text not null unique,
  password_hash text not null,
  real_name text not null default '',
  nick_name text not null default '',
  mobile text not null default '',
  email text not null default '',
  avatar_url text not null default '',
  created_at timestamptz not null default now()
);

create table memberships (
  tenant_id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  role text not null check (role in ('learner', 'teacher', 'administrator')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, school_id, user_id, role),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index memberships_user_idx on memberships (tenant_id, user_id);

create table sessions (
  id bigint primary key,
  user_id bigint not null references users (id),
  family_id bigint not null,
  refresh_token_hash text not null unique,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  rotated_at timestamptz,
  revoked_at timestamptz,
  fingerprint text not null default ''
);
create index sessions_family_idx on sessions (family_id);

create table pages (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  code text not null,
  name jsonb not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, school_id, code),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

create table page_drafts (
  tenant_id bigint not null,
  page_id bigint not null,
  revision integer not null default 0,
  document jsonb not null,
  updated_by bigint,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, page_id),
  foreign key (tenant_id, page_id) references pages (tenant_id, id)
);

create table page_versions (
  tenant_id bigint not null,
  page_id bigint not null,
  version integer not null,
  document jsonb not null,
  released_by bigint,
  released_at timestamptz not null default now(),
  primary key (tenant_id, page_id, version),
  foreign key (tenant_id, page_id) references pages (tenant_id, id)
);

create table resources (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  type smallint not null,
  title jsonb not null,
  summary jsonb not null default '{}'::jsonb,
  cover_url text not null default '',
  category text not null default '',
  zone smallint not null default 0,
  enrolled_count integer not null default 0,
  view_count integer not null default 0,
  download_count integer not null default 0,
  starts_at timestamptz,
  ends_at timestamptz,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index resources_list_idx on resources (tenant_id, school_id, type, created_at desc);
