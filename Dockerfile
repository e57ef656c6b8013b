# syntax=docker/dockerfile:1
# Multi-stage build: the same commands as a developer and CI run (npm install, npm run build,
# npm run serve), on Node 24 LTS slim, as a non-root user, with the database on the /data volume.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# argon2 and better-sqlite3 compile from source.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=/data/mahami.db
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
# Sources for the command-line tools (npm run admin:create, backup, db:migrate run them with tsx).
COPY --from=build --chown=node:node /app/app ./app
COPY --from=build --chown=node:node /app/db ./db
COPY --from=build --chown=node:node /app/migrations ./migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# The same command as `npm run serve`, without npm in between so signals reach Node directly.
CMD ["node", "build/server/index.js"]
