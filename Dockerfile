# syntax=docker/dockerfile:1
# BidPilot's image: the production build (dist/) on Node 20 with production dependencies only.
# `docker compose up` runs it as two API servers and a worker (compose.yaml, README "Production and containers").

# Build stage: every dependency, then `npm run build` (server and CLI by tsc, the web by Vite).
FROM node:20-bookworm AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits this platform.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and dist/ only, as the unprivileged `node` user.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
# The compilers better-sqlite3 may need are installed and removed in this one layer, so none stay in the image.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force \
 && apt-get purge -y --auto-remove python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/dist ./dist
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# No curl in the slim image: Node's own fetch asks the liveness route.
HEALTHCHECK --interval=15s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Exec form: Node is the container's main process and receives SIGTERM itself (compose adds tini with `init: true`).
ENTRYPOINT ["node", "--enable-source-maps"]
CMD ["dist/adapters/main.js"]
