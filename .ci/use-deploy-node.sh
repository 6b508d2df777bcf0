#!/usr/bin/env bash
# Prints the folder of a `node` of netlify.toml's NODE_VERSION major: the machine's own when it is
# that major or newer, else one installed from the npm registry (the node-linux-<arch> package).
set -euo pipefail
cd "$(dirname "$0")/.."

want=$(sed -n 's/^[[:space:]]*NODE_VERSION[[:space:]]*=[[:space:]]*"\([0-9]*\)".*/\1/p' netlify.toml)
[ -n "$want" ] || { echo "netlify.toml names no NODE_VERSION" >&2; exit 1; }
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -ge "$want" ]; then
  dirname "$(command -v node)"
  exit 0
fi

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *) echo "no Node $want package for $(uname -m)" >&2; exit 1 ;;
esac
prefix="${XDG_CACHE_HOME:-$HOME/.cache}/deploy-node/$want-$arch"
bin="$prefix/node_modules/node-linux-$arch/bin"
if ! [ -x "$bin/node" ]; then
  npm install --prefix "$prefix" --no-save --no-audit --no-fund --no-package-lock \
    "node-linux-$arch@$want" >&2
fi
echo "$bin"
