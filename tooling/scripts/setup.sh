#!/usr/bin/env bash
# Set-up on a fresh machine: the Debian packages the tests use (only those missing),
# pnpm at the version package.json pins, and the workspace's dependencies.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Debian packages: PostgreSQL and Redis servers for integration tests, Chromium and CJK
# fonts for browser tests. `pnpm start` needs none of them (it runs on embedded defaults).
APT_PACKAGES=(postgresql redis-server chromium chromium-driver fonts-noto-cjk)
if [ "${SKIP_APT:-}" != "1" ] && command -v apt-get >/dev/null 2>&1; then
  missing=()
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    SUDO=""
    [ "$(id -u)" -eq 0 ] || SUDO="sudo"
    echo "setup: installing Debian packages: ${missing[*]}"
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

# pnpm: the version pinned in package.json's packageManager field.
want=$(node -p "require('./package.json').packageManager.split('@')[1]")
have=$(pnpm --version 2>/dev/null || true)
if [ "$have" != "$want" ]; then
  echo "setup: installing pnpm $want (found: ${have:-none})"
  npm install -g --silent "pnpm@$want"
fi

export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install
fi
