#!/usr/bin/env bash
# The browser tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
set -euo pipefail
chromium_path="${CHROMIUM_PATH:-/usr/bin/chromium}"
# The screenshot tests draw Latin and Arabic text in DejaVu Sans and Chinese, Japanese and Korean text in
# Noto CJK (zh_CN is the default language: without a CJK font it is drawn as empty boxes), so pictures
# match from machine to machine.
fonts=()
fc-list 2>/dev/null | grep -qi 'DejaVu Sans' || fonts+=(fonts-dejavu-core)
fc-list 2>/dev/null | grep -qi 'Noto Sans CJK' || fonts+=(fonts-noto-cjk)
if [ ${#fonts[@]} -gt 0 ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${fonts[@]}" >/dev/null || true
fi
if [ -x "$chromium_path" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package with apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  [ -x "$chromium_path" ] && exit 0
fi
cat >&2 <<MSG
The browser tests need Chromium at $chromium_path, and it is not there.
Install it as root with:
  apt-get update && apt-get install -y chromium fonts-noto-cjk
or point CHROMIUM_PATH at another Chromium or Chrome binary.
MSG
exit 1
