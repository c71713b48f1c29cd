-- The check-view system page (/classInfo/{schoolId}/check-view/{checkId}: sign in to a class session)
-- for every school made before it existed; new schools get it from ensureSystemPages. Ids follow the
-- snowflake layout of server/db/ids.ts (worker 1023), so they never meet the app's.
insert into pages (tenant_id, id, school_id, code, name)
select s.tenant_id,
  (((floor(extract(epoch from clock_timestamp()) * 1000)::bigint - 1262304000000) << 22) | (1023 << 12) | (row_number() over (order by s.tenant_id, s.id) % 4096)),
  s.id, 'check-view',
  '{"zh_CN":"课程签到","en_US":"Session sign-in","es_ES":"Registro de asistencia","ru_RU":"Отметка на занятии","ar_SA":"تسجيل الحضور","pl_PL":"Potwierdzenie obecności","de_DE":"Anwesenheit","tr_TR":"Derse katılım","fr_FR":"Émargement","ja_JP":"出席登録","ko_KR":"출석 체크","pt_BR":"Registro de presença"}'::jsonb
from schools s
where not exists (select 1 from pages p where p.tenant_id = s.tenant_id and p.school_id = s.id and p.code = 'check-view');

insert into page_drafts (tenant_id, page_id, revision, document)
select p.tenant_id, p.id, 0, '{"schemaVersion":1,"settings":{"isfullPage":false},"blocks":[]}'::jsonb
from pages p
where p.code = 'check-view' and not exists (select 1 from page_drafts d where d.tenant_id = p.tenant_id and d.page_id = p.id);
