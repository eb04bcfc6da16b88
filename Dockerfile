# Pamoja's server image: the API and the built web app in one Node.js process.
#   docker build -t pamoja .
#   docker run -p 5000:5000 -e DATABASE_URL=postgres://... -e SECRET_KEY=... pamoja
# Run one container per server process; see "Deploying" in README.md.

# --- build: every dependency, then the web app into dist/web ---------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm install, not npm ci, as in .ci/run: the lock file lacks some other platforms' optional
# packages (e.g. @biomejs/cli-darwin-arm64), which npm ci counts as out of sync.
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

# --- runtime: production dependencies (tsx runs the TypeScript server), source, built web app --
FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src ./src
# The demo data (DEMO_DATA=1) is built by the test factories.
COPY tests/factories ./tests/factories
COPY --from=build /app/dist/web ./dist/web
# DATA_DIR: the embedded database and locally stored uploads, when those are used (mount a volume).
RUN mkdir -p data && chown node:node data
USER node
EXPOSE 5000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 5000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server/main.ts"]
