-- The platform tables of 0050 (configuration keys, platform operators, a member's agreement signatures
-- and cookie answer, one-time auth codes found by their hash) belong to no tenant: like the global
-- tables of 0041 they get forced row-level security with an explicit policy that lets the app see
-- every row, so the catalog check (tests/api/catalog.test.ts) holds for them. What the app may do
-- stays what 0050 grants. A database that applied 0050 before this file existed gets it here; a new
-- database applies this file first (name order), finds no such tables yet, and 0050 ends with the
-- same statements.
do $$
declare
  t text;
begin
  foreach t in array array['platform_config', 'platform_operators', 'agreement_signs', 'cookie_agreements', 'member_auth_codes'] loop
    if to_regclass(t) is not null then
      execute format('alter table %I enable row level security', t);
      execute format('alter table %I force row level security', t);
      execute format('create policy global_rows on %I using (true) with check (true)', t);
    end if;
  end loop;
end
$$;
