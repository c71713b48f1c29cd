-- Applications a school's administrators register, so this portal can sign the school's people in to
-- them (/oauth2/v1/authorize). Clients registered from the command line belong to no school (null).
alter table oauth_clients add column tenant_id bigint;
alter table oauth_clients add column school_id bigint;
alter table oauth_clients add constraint oauth_clients_school_fk
  foreign key (tenant_id, school_id) references schools (tenant_id, id);
create index oauth_clients_school_idx on oauth_clients (tenant_id, school_id);

-- An administrator may remove an application; its outstanding codes go with it.
grant delete on oauth_clients to portal_app;
