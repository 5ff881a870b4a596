#!/usr/bin/env bash
# Set-up on a fresh machine: the Debian packages the tests use (only those missing), the
# Node.js that .node-version pins, pnpm at the version package.json pins, and the workspace's
# dependencies.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Debian packages: libatomic1, which the Node.js binary links against (since Node 25; most
# machines have it); PostgreSQL and Redis servers for integration tests; HAProxy and Redis
# Sentinel for the several-instance topology (`pnpm start:cluster`, tooling/cluster); Chromium
# and CJK fonts for browser tests. `pnpm start` needs none of the others (it runs on embedded
# defaults).
APT_PACKAGES=(libatomic1 postgresql redis-server redis-sentinel haproxy chromium chromium-driver fonts-noto-cjk)
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

# Node.js: the pinned version first on PATH for this script and every later command.
node_bin=$(bash tooling/scripts/node-runtime.sh --bin-dir)
PATH="$node_bin:$PATH"
export PATH
echo "setup: Node.js $(node --version) ($(command -v node))"

# pnpm: the version pinned in package.json's packageManager field, beside that node (npm's
# own default prefix would be the node binary's folder, which is not on PATH).
want=$(node -p "require('./package.json').packageManager.split('@')[1]")
have=$(pnpm --version 2>/dev/null || true)
if [ "$have" != "$want" ]; then
  echo "setup: installing pnpm $want (found: ${have:-none})"
  npm install -g --silent --prefix "$(dirname "$node_bin")" "pnpm@$want"
fi

export TURBO_TELEMETRY_DISABLED=1 NEXT_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install
fi
