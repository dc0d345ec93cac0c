# One image: the BFF serving the built SPA; it starts the embedded upstream when UPSTREAM_URL is unset.
# The process is the same one the browser tests start: node --import tsx bff/src/server.ts

FROM node:20.20-bookworm-slim AS build
# better-sqlite3 compiles from source.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g pnpm@10.34.8
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY upstream/package.json upstream/
COPY bff/package.json bff/
COPY web/package.json web/
COPY tests/package.json tests/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm build
# Keep only what the BFF and the embedded upstream need at run time.
RUN rm -rf node_modules shared/node_modules upstream/node_modules bff/node_modules web/node_modules tests/node_modules \
  && pnpm install --frozen-lockfile --prod --filter "@portal/bff..."

FROM node:20.20-bookworm-slim AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/pnpm-workspace.yaml ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/shared ./shared
COPY --from=build /app/upstream ./upstream
COPY --from=build /app/bff ./bff
# web/dist holds the server render bundle too (web/dist/server): self-contained, only Node built-ins.
COPY --from=build /app/web/dist ./web/dist
RUN rm -rf bff/test upstream/test \
  && mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:3000/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "bff/src/server.ts"]
