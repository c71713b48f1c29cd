-- The rest of the portal: school profiles and variants (project-management o3, democloud, store),
-- unions, sub-school fans, personal spaces (follows, visitors, settings, dynamics and works), orders
-- with VIP packages and priced courses, knowledge communities with sections, subscriptions and
-- activity enrolments. Every table leads its keys with tenant_id and gets the forced RLS policy of 0002.

alter table schools add column school_type text not null default 'normal'
  check (school_type in ('normal', 'o3', 'democloud', 'store'));
alter table schools add column description jsonb not null default '{}'::jsonb;
-- The portal's on-sale switch: off hides buying (GET on-sale-switch).
alter table schools add column on_sale boolean not null default true;
-- Until when the school's service is valid (null: no end); member status reports it.
alter table schools add column valid_until timestamptz;
-- The member who opened a store school (initMarketStore); null for other schools.
alter table schools add column owner_user_id bigint references users (id);

-- Projects and cases of project-management schools are resources of kinds of their own.
alter table resources drop constraint resources_kind_check;
alter table resources add constraint resources_kind_check check (kind in ('standard', 'learning-map', 'video', 'project', 'case'));

-- Priced resources (purchase course, type 10): price in the currency's minor unit.
alter table resources add column price_cents integer check (price_cents is null or price_cents >= 0);
alter table resources add column currency text not null default 'CNY' check (currency in ('CNY', 'EUR', 'GBP', 'JPY', 'USD'));

create table school_unions (
  tenant_id bigint not null,
  id bigint not null,
  name jsonb not null,
  leader_school_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, leader_school_id) references schools (tenant_id, id)
);

create table school_union_members (
  tenant_id bigint not null,
  union_id bigint not null,
  school_id bigint not null,
  created_at timestamptz not null default now(),
  primary key (tenant_id, union_id, school_id),
  foreign key (tenant_id, union_id) references school_unions (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index school_union_members_school_idx on school_union_members (tenant_id, school_id);

-- Members who follow a (sub-)school: its fans.
create table school_fans (
  tenant_id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, school_id, user_id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- Member follows member within a school.
create table user_follows (
  tenant_id bigint not null,
  school_id bigint not null,
  follower_id bigint not null references users (id),
  followee_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, school_id, follower_id, followee_id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id),
  check (follower_id <> followee_id)
);
create index user_follows_followee_idx on user_follows (tenant_id, school_id, followee_id);

-- The last visit of each visitor to a member's space.
create table space_visitors (
  tenant_id bigint not null,
  school_id bigint not null,
  owner_id bigint not null references users (id),
  visitor_id bigint not null references users (id),
  visited_at timestamptz not null default now(),
  primary key (tenant_id, school_id, owner_id, visitor_id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- Who may see what of a member's space; no row means the defaults (all shown but visitors).
create table space_settings (
  tenant_id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  show_dynamics boolean not null default true,
  show_works boolean not null default true,
  show_learning boolean not null default true,
  show_fans boolean not null default true,
  show_follows boolean not null default true,
  show_visitors boolean not null default false,
  updated_at timestamptz not null default now(),
  primary key (tenant_id, school_id, user_id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- A member's dynamics (short posts) and works (finished pieces) in a school.
create table space_items (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  kind text not null check (kind in ('dynamic', 'work')),
  title text not null default '' check (char_length(title) <= 100),
  body text not null check (char_length(body) between 1 and 2000),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index space_items_owner_idx on space_items (tenant_id, school_id, user_id, kind, created_at desc);

create table vip_packages (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  name jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  currency text not null default 'CNY' check (currency in ('CNY', 'EUR', 'GBP', 'JPY', 'USD')),
  duration_days integer not null check (duration_days > 0),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

-- An order of a paid course or a VIP package; payment is outside the portal, so an order is
-- created (unpaid), possibly paid elsewhere, or cancelled by its member.
create table orders (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  item_kind text not null check (item_kind in ('course', 'vip')),
  item_id bigint not null,
  title jsonb not null,
  price_cents integer not null check (price_cents >= 0),
  currency text not null,
  state text not null default 'unpaid' check (state in ('unpaid', 'paid', 'cancelled')),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz,
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index orders_user_idx on orders (tenant_id, school_id, user_id, created_at desc);
-- One open (unpaid) order per member and item.
create unique index orders_open_item_idx on orders (tenant_id, school_id, user_id, item_kind, item_id) where state = 'unpaid';

create table communities (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  name jsonb not null,
  description jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);
create index communities_school_idx on communities (tenant_id, school_id);

create table community_sections (
  tenant_id bigint not null,
  id bigint not null,
  community_id bigint not null,
  name jsonb not null,
  sort_order integer not null default 0,
  primary key (tenant_id, id),
  foreign key (tenant_id, community_id) references communities (tenant_id, id)
);

create table community_subscriptions (
  tenant_id bigint not null,
  community_id bigint not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, community_id, user_id),
  foreign key (tenant_id, community_id) references communities (tenant_id, id)
);

-- Activity posts of a community, which members enrol in.
create table community_activities (
  tenant_id bigint not null,
  id bigint not null,
  community_id bigint not null,
  section_id bigint,
  title jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  capacity integer check (capacity is null or capacity > 0),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, community_id) references communities (tenant_id, id),
  foreign key (tenant_id, section_id) references community_sections (tenant_id, id)
);

create table activity_enrollments (
  tenant_id bigint not null,
  activity_id bigint not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, activity_id, user_id),
  foreign key (tenant_id, activity_id) references community_activities (tenant_id, id)
);

grant select, insert, update, delete on school_unions, school_union_members, school_fans, user_follows,
  space_visitors, space_settings, space_items, vip_packages, communities, community_sections,
  community_subscriptions, community_activities, activity_enrollments to portal_app;
-- Orders are never deleted: a cancelled order stays in the member's list.
grant select, insert, update on orders to portal_app;

do $$
declare t text;
begin
  foreach t in array array['school_unions', 'school_union_members', 'school_fans', 'user_follows', 'space_visitors',
    'space_settings', 'space_items', 'vip_packages', 'orders', 'communities', 'community_sections',
    'community_subscriptions', 'community_activities', 'activity_enrollments']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format('create policy tenant_isolation on %I using (tenant_id = nullif(current_setting(''app.tenant_id'', true), '''')::bigint)', t);
  end loop;
end
$$;

-- Lists of schools across tenants (the open-school list, store schools a member owns) before any
-- tenant is known: public facts of open top-level schools only.
create function portal_open_schools(p_keyword text, p_limit integer, p_offset integer)
returns table (id text, tenant_id text, name jsonb, school_type text, logo_url text, total bigint)
language sql stable security definer
set search_path = public
as $$
  select s.id::text, s.tenant_id::text, s.name, s.school_type, s.logo_url, count(*) over ()
  from schools s
  where s.parent_id is null and s.open_school and s.school_type <> 'store'
    and (p_keyword = '' or s.name::text ilike '%' || p_keyword || '%')
  order by s.created_at, s.id
  limit p_limit offset p_offset
$$;
revoke all on function portal_open_schools(text, integer, integer) from public;
grant execute on function portal_open_schools(text, integer, integer) to portal_app;

create function portal_owned_store(p_user bigint)
returns table (id text, tenant_id text)
language sql stable security definer
set search_path = public
as $$
  select s.id::text, s.tenant_id::text from schools s
  where s.owner_user_id = p_user and s.school_type = 'store'
  order by s.created_at limit 1
$$;
revoke all on function portal_owned_store(bigint) from public;
grant execute on function portal_owned_store(bigint) to portal_app;

-- How far a member is through a course, exam or class they enrolled in (0-100), for the learning process.
create table study_progress (
  tenant_id bigint not null,
  resource_id bigint not null,
  user_id bigint not null references users (id),
  percent smallint not null default 0 check (percent between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, resource_id, user_id),
  foreign key (tenant_id, resource_id) references resources (tenant_id, id)
);
grant select, insert, update, delete on study_progress to portal_app;
alter table study_progress enable row level security;
alter table study_progress force row level security;
create policy tenant_isolation on study_progress
  using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint);
