-- Class management (docs/api.md "Class management"): lecturers, sessions, files, attachments,
-- courseware, questionnaires and answers, attendance with proof, certificates and progress.
-- A class is a resource of type 5; enrolments are the existing `enrollments` table. Every table
-- leads its keys with tenant_id and gets the forced row-level security policy of 0002.

-- The class's teachers: these users pass isTheClassTeacher.
create table class_lecturers (
  tenant_id bigint not null,
  class_id bigint not null,
  user_id bigint not null references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, class_id, user_id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id)
);
create index class_lecturers_user_idx on class_lecturers (tenant_id, user_id);

-- Sessions: a start, an end, a place or a live link, a lecturer, and the curriculum (a course) or
-- exam the session covers.
create table class_sessions (
  tenant_id bigint not null,
  id bigint not null,
  class_id bigint not null,
  title jsonb not null,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  place text not null default '',
  live_url text not null default '',
  lecturer_id bigint references users (id),
  curriculum_id bigint,
  exam_id bigint,
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  check (ends_at > starts_at),
  foreign key (tenant_id, class_id) references resources (tenant_id, id),
  foreign key (tenant_id, curriculum_id) references resources (tenant_id, id),
  foreign key (tenant_id, exam_id) references resources (tenant_id, id)
);
create index class_sessions_class_idx on class_sessions (tenant_id, class_id, starts_at);

-- Files uploaded for classes (attachments, courseware, attendance proof). `kind` is what the
-- content was sniffed as: 1 document, 2 image, 3 video. A slot is 'pending' until its bytes arrive.
create table class_files (
  tenant_id bigint not null,
  id bigint not null,
  school_id bigint not null,
  user_id bigint not null references users (id),
  file_name text not null,
  kind smallint check (kind in (1, 2, 3)),
  content_type text,
  byte_size bigint,
  status text not null default 'pending' check (status in ('pending', 'stored')),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, school_id) references schools (tenant_id, id)
);

create table class_attachments (
  tenant_id bigint not null,
  id bigint not null,
  class_id bigint not null,
  file_id bigint not null,
  name text not null,
  attachment_type smallint not null check (attachment_type in (1, 2, 3)),
  display_order integer not null default 0,
  created_by bigint references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id),
  foreign key (tenant_id, file_id) references class_files (tenant_id, id)
);
create index class_attachments_class_idx on class_attachments (tenant_id, class_id, display_order);

create table class_courseware (
  tenant_id bigint not null,
  id bigint not null,
  class_id bigint not null,
  file_id bigint not null,
  courseware_name text not null,
  courseware_type smallint not null check (courseware_type in (1, 2, 3)),
  created_by bigint references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id),
  foreign key (tenant_id, file_id) references class_files (tenant_id, id)
);
create index class_courseware_class_idx on class_courseware (tenant_id, class_id, created_at);

-- Satisfaction questionnaires: `questions` is a JSON list (schemas/class-questionnaire.ts);
-- `answer_times` is how many times a learner may answer.
create table class_questionnaires (
  tenant_id bigint not null,
  id bigint not null,
  class_id bigint not null,
  title jsonb not null,
  questions jsonb not null,
  answer_times integer not null default 1 check (answer_times between 1 and 20),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id)
);

create table class_questionnaire_answers (
  tenant_id bigint not null,
  id bigint not null,
  questionnaire_id bigint not null,
  user_id bigint not null references users (id),
  attempt integer not null check (attempt >= 1),
  answers jsonb not null,
  user_name text not null default '',
  user_phone text not null default '',
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, questionnaire_id, user_id, attempt),
  foreign key (tenant_id, questionnaire_id) references class_questionnaires (tenant_id, id)
);

-- One row per learner reminded to answer a questionnaire.
create table class_feedback_reminders (
  tenant_id bigint not null,
  id bigint not null,
  questionnaire_id bigint not null,
  user_id bigint not null references users (id),
  sent_by bigint references users (id),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, questionnaire_id) references class_questionnaires (tenant_id, id)
);
create index class_feedback_reminders_idx on class_feedback_reminders (tenant_id, questionnaire_id, user_id);

-- Sign-in to a session; status 'present' before the session ends, 'late' after.
create table class_attendance (
  tenant_id bigint not null,
  id bigint not null,
  session_id bigint not null,
  user_id bigint not null references users (id),
  status text not null check (status in ('present', 'late')),
  signed_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, session_id, user_id),
  foreign key (tenant_id, session_id) references class_sessions (tenant_id, id)
);

create table class_attendance_attachments (
  tenant_id bigint not null,
  id bigint not null,
  attendance_id bigint not null,
  file_id bigint not null,
  name text not null,
  attachment_type smallint not null check (attachment_type in (1, 2, 3)),
  created_at timestamptz not null default now(),
  primary key (tenant_id, id),
  foreign key (tenant_id, attendance_id) references class_attendance (tenant_id, id),
  foreign key (tenant_id, file_id) references class_files (tenant_id, id)
);
create index class_attendance_attachments_idx on class_attendance_attachments (tenant_id, attendance_id);

create table class_certificates (
  tenant_id bigint not null,
  id bigint not null,
  class_id bigint not null,
  user_id bigint not null references users (id),
  name jsonb not null,
  certificate_no text not null,
  issued_at timestamptz not null default now(),
  primary key (tenant_id, id),
  unique (tenant_id, class_id, user_id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id)
);

-- Progress of a learner in a class, per curriculum (a course) and per exam, 0 to 100; an exam also
-- has its score. The total is the mean of the items (computed, not stored).
create table class_progress (
  tenant_id bigint not null,
  class_id bigint not null,
  user_id bigint not null references users (id),
  item_type text not null check (item_type in ('curriculum', 'exam')),
  item_id bigint not null,
  progress integer not null default 0 check (progress between 0 and 100),
  score integer check (score between 0 and 100),
  updated_at timestamptz not null default now(),
  primary key (tenant_id, class_id, user_id, item_type, item_id),
  foreign key (tenant_id, class_id) references resources (tenant_id, id),
  foreign key (tenant_id, item_id) references resources (tenant_id, id)
);
create index class_progress_user_idx on class_progress (tenant_id, user_id, item_type, item_id);

grant select, insert, delete on class_lecturers to portal_app;
grant select, insert, update, delete on class_sessions to portal_app;
grant select, insert, update on class_files to portal_app;
grant select, insert, update, delete on class_attachments to portal_app;
grant select, insert, delete on class_courseware to portal_app;
grant select, insert, update on class_questionnaires to portal_app;
grant select, insert on class_questionnaire_answers to portal_app;
grant select, insert on class_feedback_reminders to portal_app;
grant select, insert on class_attendance to portal_app;
grant select, insert, delete on class_attendance_attachments to portal_app;
grant select, insert on class_certificates to portal_app;
grant select, insert, update on class_progress to portal_app;

do $$
declare
  t text;
begin
  foreach t in array array['class_lecturers', 'class_sessions', 'class_files', 'class_attachments', 'class_courseware',
    'class_questionnaires', 'class_questionnaire_answers', 'class_feedback_reminders', 'class_attendance',
    'class_attendance_attachments', 'class_certificates', 'class_progress']
  loop
    execute format('alter table %I enable row level security', t);
    execute format('alter table %I force row level security', t);
    execute format($p$create policy tenant_isolation on %I
      using (tenant_id = nullif(current_setting('app.tenant_id', true), '')::bigint)$p$, t);
  end loop;
end
$$;
