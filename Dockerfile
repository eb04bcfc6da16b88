# Pamoja's server image: the API and the built web app in one Node.js process.
#   docker build -t pamoja .
#   docker run -p 5000:5000 --env-file /etc/pamoja/env pamoja
# Production needs SECRET_KEY, an https PUBLIC_URL and the real providers (see "Deploying" in
# README.md). Run one container per server process.

# --- build: every dependency, then the web app (dist/web), the landing page's renderer
# (dist/prerender) and the server as JavaScript (dist/server)
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci, as in .ci/run: the lock file lacks some other platforms' optional
# packages of the development tools (e.g. @biomejs/cli-darwin-arm64), which npm ci counts as out
# of sync.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies from the lock file, the built server and web app --------
FROM node:24-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
# The runtime needs none of the development tools, so their names leave the manifest and npm ci
# installs exactly the lock file's production packages: no tsx, no esbuild, no TypeScript.
RUN npm pkg delete devDependencies && npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/prerender ./dist/prerender
# DATA_DIR: the embedded database and locally stored uploads, when those are used (mount a volume).
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/server/src/server/main.js"]
