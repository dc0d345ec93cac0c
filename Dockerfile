# The BFF serving the built SPA, compiled to JavaScript on Node 24 LTS.
#
#   docker build -t registry.example.hk/hk-tcm-portal/bff:1.0.0 .                 production (default)
#   docker build --target demo -t registry.example.hk/hk-tcm-portal/demo:1.0.0 .  + the demo upstream
#
# The production image runs `node bff/dist/server.js`, the same process the browser tests start,
# and needs UPSTREAM_URL: it carries neither tsx nor the demo upstream with its native SQLite
# module. The demo image adds the compiled demo upstream, which the BFF starts on a loopback port
# when UPSTREAM_URL is unset, or which runs alone with `node upstream/dist/server.js`.
# Both run as uid 1000 and write only to /tmp and DATA_DIR (/data): a read-only root works when a
# volume is mounted on /data (or DATABASE_URL and REDIS_URL keep the BFF's data elsewhere).

FROM node:24-bookworm-slim AS build
# better-sqlite3 (demo upstream only) compiles from source; pnpm in the same layer.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/* \
  && npm install -g pnpm@10.34.8 \
  && npm cache clean --force
WORKDIR /app
# The dependencies first, from the manifests alone: a source change leaves this layer cached. Only
# the four packages the image is built from (not tests/ nor the root's lint and test tools).
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile \
  --filter @portal/shared --filter @portal/upstream --filter @portal/bff --filter @portal/web
COPY . .
# The SPA (web/dist, its server render bundle included) and the compiled bff and upstream; then
# each package's production dependencies alone, as the lockfile pins them (`pnpm deploy`, which
# needs injected workspace packages: neither has a workspace package among its production
# dependencies), laid out in /out as the images' /app, so that each image takes them in one
# layer. One step: every layer of this stage holds the workspace's node_modules.
RUN pnpm build \
  && pnpm --filter @portal/bff deploy --prod --config.inject-workspace-packages=true /tmp/deploy/bff \
  && pnpm --filter @portal/upstream deploy --prod --config.inject-workspace-packages=true \
    /tmp/deploy/upstream \
  && mkdir -p /out/bff/app/bff /out/bff/app/web /out/demo/app/upstream \
  && mv /tmp/deploy/bff/package.json /tmp/deploy/bff/node_modules bff/dist /out/bff/app/bff/ \
  && mv web/dist /out/bff/app/web/ \
  && mv /tmp/deploy/upstream/package.json /tmp/deploy/upstream/node_modules upstream/dist \
    upstream/assets /out/demo/app/upstream/ \
  && rm -rf /tmp/deploy

FROM node:24-bookworm-slim AS bff
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
# A volume mounted here starts out owned by the user the image runs as.
RUN mkdir -p /data && chown 1000:1000 /data
WORKDIR /app
# bff/ (dist, package.json, production node_modules) and web/dist, which holds the server render
# bundle too (web/dist/server): self-contained, only Node built-ins.
COPY --from=build /out/bff/ /
# Numeric, so that a runtime can check it is not root (Kubernetes' runAsNonRoot): the `node` user.
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "bff/dist/server.js"]

FROM bff AS demo
# upstream/ (dist, assets, package.json, production node_modules with better-sqlite3).
COPY --from=build /out/demo/ /

# The default target: the production BFF.
FROM bff
