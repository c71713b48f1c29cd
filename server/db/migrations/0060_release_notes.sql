-- A release may carry a note from whoever released it ("new spring banner"), shown in the versions list.
-- Old versions have none. Versions stay immutable: 0002 grants no update on page_versions.
alter table page_versions add column note text;
alter table page_versions add constraint page_versions_note_length check (note is null or char_length(note) <= 500);
