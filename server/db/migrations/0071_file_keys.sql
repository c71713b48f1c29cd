-- Stored files get an unguessable key, which every new file address carries (docs/architecture.md,
-- "Who sees a stored file"). Ids are time-ordered and guessable; the key (16 random bytes, base64url)
-- is not. The default fills the rows stored before this migration; the app makes its own keys.
create function portal_file_key() returns text language sql volatile as $$
  select rtrim(translate(encode(substring(sha256(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid())) from 1 for 16), 'base64'), '+/', '-_'), '=')
$$;

alter table uploads add column access_key text not null default portal_file_key();
alter table class_files add column access_key text not null default portal_file_key();

-- Who an upload is for: 'school' (its members; anyone when the school is open) or 'sender' (the uploader
-- and the school's administrators: feedback pictures).
alter table uploads add column audience text not null default 'school' check (audience in ('school', 'sender'));
update uploads u set audience = 'sender'
where u.module = 'feedback'
   or exists (select 1 from feedback f where f.tenant_id = u.tenant_id
              and f.pic_urls ~ ('/api/school/v1/files/' || u.tenant_id || '/' || u.id || '(?![0-9])'));

-- File names lose control characters and bidirectional formatting characters (server/http/file-name.ts).
create function pg_temp.clean_file_name(name text) returns text language sql immutable as $$
  select coalesce(nullif(regexp_replace(name, '[\u0001-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c\u2028\u2029]', '', 'g'), ''), 'file')
$$;
update uploads set file_name = pg_temp.clean_file_name(file_name) where file_name <> pg_temp.clean_file_name(file_name);
update class_files set file_name = pg_temp.clean_file_name(file_name) where file_name <> pg_temp.clean_file_name(file_name);
update class_attachments set name = pg_temp.clean_file_name(name) where name <> pg_temp.clean_file_name(name);
update class_courseware set courseware_name = pg_temp.clean_file_name(courseware_name) where courseware_name <> pg_temp.clean_file_name(courseware_name);
update class_attendance_attachments set name = pg_temp.clean_file_name(name) where name <> pg_temp.clean_file_name(name);

-- Addresses stored before keys existed (`/api/school/v1/files/{tenant}/{id}` in page drafts and
-- released versions, footer QR codes, feedback pictures, any other text) get their file's key appended,
-- so they keep working for everyone who may see the file; an address without a key is served to no one
-- outside the school. Only these addresses change, in every text and JSON column of every table.
create function pg_temp.with_file_keys(body text) returns text language plpgsql as $$
declare
  found text[];
  file_key text;
begin
  for found in select distinct m from regexp_matches(body, '/api/school/v1/files/([0-9]{1,19})/([0-9]{1,19})(?![0-9/])', 'g') as m loop
    if found[1]::numeric <= 9223372036854775807 and found[2]::numeric <= 9223372036854775807 then
      select access_key into file_key from uploads where tenant_id = found[1]::bigint and id = found[2]::bigint;
      if file_key is not null then
        body := regexp_replace(body, '/api/school/v1/files/' || found[1] || '/' || found[2] || '(?![0-9/])',
          '/api/school/v1/files/' || found[1] || '/' || found[2] || '/' || file_key, 'g');
      end if;
    end if;
  end loop;
  return body;
end $$;

do $$
declare
  col record;
begin
  if not exists (select 1 from uploads) then
    return;
  end if;
  for col in
    select c.table_name, c.column_name, c.data_type
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'json', 'jsonb')
  loop
    execute format('update %I set %I = pg_temp.with_file_keys(%I::text)::%s where strpos(%I::text, %L) > 0',
      col.table_name, col.column_name, col.column_name, col.data_type, col.column_name, '/api/school/v1/files/');
  end loop;
end $$;

drop function pg_temp.with_file_keys(text);
drop function pg_temp.clean_file_name(text);
