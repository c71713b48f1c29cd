-- Portal data for blocks (docs/api.md "Portal data for blocks"): categories, richer resources,
-- enrolments, points, the search log, navigations and school branding/language settings.
-- Every new tenant table leads its keys with tenant_id and gets the forced RLS policy of 0002.

alter table schools
  add column logo_url text not null default '',
  add column languages jsonb not null default '["zh_CN"]'::jsonb,
  add column overseas boolean not null default false;

-- A tree per school. `source` is the RESOURCE_TYPE the facet belongs to (0: shared by all types).
create table categories (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  parent_id bigint,
  name jsonb not null,
  source smallint not null default 0,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id),
  foreign key (tenant_id, parent_id) references categories (tenant_id, id)
);
create index categories_school_idx on categories (tenant_id, school_id, parent_id);

-- kind: 'standard' (courses, exams, knowledge, lives, classes, topics), 'learning-map' and 'video'
-- (both RESOURCE_TYPE course); boutique marks featured live sessions.
alter table resources
  add column category_id bigint,
  add column recommended boolean not null default false,
  add column kind text not null default 'standard' check (kind in ('standard', 'learning-map', 'video')),
  add column boutique boolean not null default false,
  add column duration_seconds integer,
  add column teacher_name text not null default '',
  add column capacity integer check (capacity is null or capacity >= 0),
  add column schedule jsonb not null default '[]'::jsonb,
  add foreign key (tenant_id, category_id) references categories (tenant_id, id);
create index resources_category_idx on resources (tenant_id, category_id);

create table enrollments (
  tenant_id bigint not null,
  resource_id bigint not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, resource_id, user_id),
  foreign key (tenant_id, resource_id) references resources (tenant_id, id)
);
create index enrollments_user_idx on enrollments (tenant_id, user_id);

create table point_events (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  points integer not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index point_events_school_idx on point_events (tenant_id, school_id, created_at);

-- hidden_from_history: the user cleared it from their history; it still counts for hot searches.
create table search_log (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint references users (id),
  keyword text not null,
  hidden_from_history boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index search_log_school_idx on search_log (tenant_id, school_id, keyword);
create index search_log_user_idx on search_log (tenant_id, user_id, created_at desc);

create table navigations (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  parent_id bigint,
  page_id bigint,
  name jsonb not null,
  url text not null default '',
  sort_order integer not null default 0,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id),
  foreign key (tenant_id, parent_id) references navigations (tenant_id, id),
  foreign key (tenant_id, page_id) references pages (tenant_id, id)
);
create index navigations_school_idx on navigations (tenant_id, school_id, sort_order);

grant select, insert, update, delete on categories to portal_app;
grant select, insert, update, delete on enrollments to portal_app;
grant select, insert on point_events to portal_app;
grant select, insert, update on search_log to portal_app;
grant select, insert, update, delete on navigations to portal_app;

alter table categories enable row level security;
alter table categories force row level security;
create policy tenant_isolation on categories
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table enrollments enable row level security;
alter table enrollments force row level security;
create policy tenant_isolation on enrollments
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table point_events enable row level security;
alter table point_events force row level security;
create policy tenant_isolation on point_events
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table search_log enable row level security;
alter table search_log force row level security;
create policy tenant_isolation on search_log
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);

alter table navigations enable row level security;
alter table navigations force row level security;
create policy tenant_isolation on navigations
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);
