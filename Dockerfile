# syntax=docker/dockerfile:1
# The portal's production image: the web app built and the server compiled in a build stage; the runtime
# stage holds only the server's production dependencies, the compiled server with its migrations and the
# built web app, and runs as the unprivileged `node` user.

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production KAISTA_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# Only the server's workspace: the other workspaces' dependencies (the bench's tsx, the web app's React) stay
# out. The domain package is bundled into the compiled server.
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
RUN npm ci --omit=dev --workspace @kaista/api --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# The heap grows by half its live size between full collections (docs/operations.md, "Memory").
CMD ["node", "--enable-source-maps", "--heap-growing-percent=50", "apps/api/dist/main.js"]
