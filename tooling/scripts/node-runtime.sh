#!/usr/bin/env bash
# The pinned Node.js (.node-version) for every later command. When the `node` on PATH is
# another version, installs the pinned one from the npm registry's node-linux-<arch> package
# (the binary ships inside it; npm checks the registry's integrity hash) and links it into a
# bin folder that comes ahead of the machine's own on PATH. Decision 0023.
#
#   bash tooling/scripts/node-runtime.sh            install if needed (set-up runs this)
#   bash tooling/scripts/node-runtime.sh --bin-dir  ...then print the folder to put first on PATH
#
# NODE_PREFIX says where (default /usr/local as root, else ~/.local): the files go under
# PREFIX/lib/nodejs/node-vX-linux-ARCH, a `node` link into PREFIX/bin.
# Your own Node: put exactly the version in .node-version first on PATH (nvm, fnm, mise and
# actions/setup-node read that file); this script then installs nothing.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
want=v$(tr -d '[:space:]v' <"$repo/.node-version")
have=$(node --version 2>/dev/null || true)
log() { echo "node-runtime: $*" >&2; }

if [ "$have" = "$want" ]; then
  [ "${1:-}" != "--bin-dir" ] || dirname "$(command -v node)"
  exit 0
fi

case "$(uname -s)-$(uname -m)" in
  Linux-x86_64) arch=x64 ;;
  Linux-aarch64 | Linux-arm64) arch=arm64 ;;
  *)
    log "install Node.js $want yourself on $(uname -sm) (found ${have:-none}); see README"
    exit 1
    ;;
esac
if [ -z "${NODE_PREFIX:-}" ]; then
  if [ "$(id -u)" -eq 0 ]; then NODE_PREFIX=/usr/local; else NODE_PREFIX="$HOME/.local"; fi
fi
home="$NODE_PREFIX/lib/nodejs/node-$want-linux-$arch"
bin="$NODE_PREFIX/bin"

if [ "$("$home/bin/node" --version 2>/dev/null || true)" != "$want" ]; then
  log "installing Node.js $want from the npm registry (node-linux-$arch; found ${have:-none})"
  tmp=$(mktemp -d)
  trap 'rm -rf "$tmp"' EXIT
  (cd "$tmp" && npm pack --silent "node-linux-$arch@${want#v}" >/dev/null && tar xzf ./*.tgz)
  [ "$("$tmp/package/bin/node" --version)" = "$want" ] || { log "the package's node is not $want"; exit 1; }
  mkdir -p "$(dirname "$home")"
  rm -rf "$home"
  mv "$tmp/package" "$home"
fi
mkdir -p "$bin"
ln -sfn "$home/bin/node" "$bin/node"
hash -r

# A new shell finds this node only if $bin comes before the machine's node on PATH.
if [ "$(command -v node)" != "$bin/node" ]; then
  log "Node.js $want is in $bin, but $(command -v node) comes first on PATH."
  log "Add this to your shell profile, then open a new shell:  export PATH=\"$bin:\$PATH\""
fi
[ "${1:-}" != "--bin-dir" ] || echo "$bin"
