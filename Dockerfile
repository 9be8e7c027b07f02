# One image for the API (which also serves the built SPA) and the worker; docker-compose.yml runs
# it twice with different commands. The same steps as on a developer's machine: Node 24,
# `npm install` (following package-lock.json), `npm run build`, then `node services/api/main.ts` or `node worker/main.ts`.

FROM node:24-bookworm-slim AS build
WORKDIR /app
# Manifests first, so the dependency layer is rebuilt only when they change.
COPY package.json package-lock.json .npmrc ./
COPY services/package.json services/
COPY worker/package.json worker/
COPY web/package.json web/
# `npm install`, not `npm ci`: the lock file lacks Biome's optional platform packages that the
# registry our machines reach does not carry, and `npm ci` refuses such a lock file.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY services/package.json services/
COPY worker/package.json worker/
COPY web/package.json web/
# The image's own Node 24 runs the product; dev tools (and the `node` npm package) stay out.
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY services services
COPY worker worker
COPY migrations migrations
# Operators' commands (npm run migrate, user:create-admin, jobs:status, ...) run inside the image too.
COPY scripts scripts
COPY --from=build /app/web/dist web/dist
# Uploaded files live on a named volume mounted here; created now so it belongs to `node`.
RUN mkdir -p storage/uploads && chown -R node:node storage
USER node
EXPOSE 3000
# The API runs pending migrations itself before it listens.
# --max-semi-space-size: services/api/node-flags.ts (issue 36).
CMD ["node", "--max-semi-space-size=16", "services/api/main.ts"]
