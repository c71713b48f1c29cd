-- Deleting a custom page archives it: its released versions are immutable (0002 grants no delete on
-- page_versions), so the page row stays with `deleted_at` set and its code freed for a new page.
alter table pages add column deleted_at timestamptz;
