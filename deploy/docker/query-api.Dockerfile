# syntax=docker/dockerfile:1
# @fleetcheck/query-api: the query side: every GET endpoint, served from read models.
# Build from the repository root: docker build -f deploy/docker/query-api.Dockerfile -t fleetcheck/query-api .
# The workspace packages are consumed from TypeScript source, so tsup bundles them into dist/main.js;
# only npm packages are installed in the final image.

ARG NODE_IMAGE=node:20-alpine

# Every workspace manifest is needed because the lockfile describes the whole workspace.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY domain/package.json domain/
COPY platform/package.json platform/
COPY command-api/package.json command-api/
COPY query-api/package.json query-api/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY frontend/package.json frontend/
COPY deploy/package.json deploy/

FROM manifests AS build
# Install scripts stay off: the build needs no native compilation, and esbuild ships its binary as a package.
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY domain/ domain/
COPY platform/ platform/
COPY query-api/ query-api/
RUN npm run build -w @fleetcheck/query-api

FROM manifests AS runtime-deps
# Production dependencies of this service only (its workspace dependencies' npm packages included).
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @fleetcheck/query-api \
 && rm -rf node_modules/@fleetcheck \
 && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# A CJK font for the PDFs this service renders (invoices, the record book): Alpine's Noto Sans CJK, linked where
# INVOICE_FONT_PATH points (Japanese text renders as blanks without it). The build fails if the font is missing.
RUN apk add --no-cache font-noto-cjk \
 && font="$(find /usr/share/fonts -name 'NotoSansCJK-Regular.ttc' | head -n 1)" \
 && test -n "$font" \
 && ln -s "$font" /usr/local/share/fleetcheck-cjk.ttc
ENV INVOICE_FONT_PATH=/usr/local/share/fleetcheck-cjk.ttc
COPY --from=runtime-deps /app/node_modules ./node_modules
# package.json carries "type": "module", which Node needs to load the ESM bundle.
COPY --from=build /app/query-api/package.json ./query-api/package.json
COPY --from=build /app/query-api/dist ./query-api/dist
# The image's unprivileged "node" user (uid 1000); files stay root-owned so the process cannot rewrite its code.
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "query-api/dist/main.js"]
