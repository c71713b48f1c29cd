#!/usr/bin/env bash
# `npm test`: every check and every test, in order of speed. Stops at the first failing step.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n\033[1m▶ %s\033[0m\n' "$1"; }

step "type check";        npx tsc -p tsconfig.json --noEmit
step "lint";              npx eslint .
step "unit tests";        npx vitest run --project unit --project dom
step "API tests (${TEST_DATABASE_URL:+PostgreSQL}${TEST_DATABASE_URL:-embedded PGlite})"; npx vitest run --project api
step "build";             npm run build --silent
step "bundle check";      npx vitest run --project build
step "browser tests";     bash scripts/ensure-chromium.sh && npx playwright test
