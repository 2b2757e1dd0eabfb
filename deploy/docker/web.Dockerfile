# syntax=docker/dockerfile:1
# The web entry point: the built front end (Vite, frontend/dist) served by nginx, which is also the reverse
# proxy for /api/v1 (GET to query-api, everything else and GET /api/v1/auth/logout to command-api).
# Build from the repository root: docker build -f deploy/docker/web.Dockerfile -t fleetcheck/web .

ARG NODE_IMAGE=node:20-alpine
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.28-alpine

FROM ${NODE_IMAGE} AS build
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
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY contracts/ contracts/
COPY domain/ domain/
COPY frontend/ frontend/
# Lingui extracts and compiles the catalogs, then Vite builds; a missing translation fails here.
RUN npm run build -w @fleetcheck/frontend

# nginx-unprivileged runs as uid 101 and listens on 8080, so no root and no privileged port.
FROM ${NGINX_IMAGE} AS runtime
# The stock entrypoint renders templates/*.template into conf.d with envsubst, substituting only variables
# that are set, so nginx's own $variables survive.
ENV COMMAND_API_ADDRESS=command-api:3000 \
    QUERY_API_ADDRESS=query-api:3000
COPY deploy/docker/nginx/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/frontend/dist /usr/share/nginx/html
# nginx-unprivileged already runs as uid 101; stated here so the image cannot silently fall back to root.
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --retries=3 CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/nginx-health"]
