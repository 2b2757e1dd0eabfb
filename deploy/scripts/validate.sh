#!/usr/bin/env bash
# Validates the production-profile artefacts with what this machine has. No container engine is needed.
#   - Vitest (always): compose file against the Compose schema, Kubernetes manifests against the Kubernetes API
#     schemas (kubernetes-models), Dockerfiles with dockerfile-utils, the proxy's /api/v1 routing, the docs.
#   - External tools, each only when installed: `docker compose config`, hadolint, kubeconform.
set -euo pipefail
deploy_dir="$(cd "$(dirname "$0")/.." && pwd)"
cd "$deploy_dir"
export JWT_SECRET="${JWT_SECRET:-validate-only-secret-of-32-bytes-min}"

if docker compose version >/dev/null 2>&1; then
  echo "docker compose config:"
  docker compose -p fleetcheck -f compose/compose.yaml config --quiet && echo "  ok"
else
  echo "SKIPPED docker compose config: the docker compose plugin is not installed (schema check runs in Vitest)"
fi

if command -v hadolint >/dev/null 2>&1; then
  echo "hadolint:"
  hadolint docker/*.Dockerfile && echo "  ok"
else
  echo "SKIPPED hadolint: not installed (not packaged in Debian; dockerfile-utils lint runs in Vitest)"
fi

if command -v kubeconform >/dev/null 2>&1; then
  echo "kubeconform:"
  kubeconform -strict -summary -ignore-filename-pattern kustomization.yaml k8s/
else
  echo "SKIPPED kubeconform: not installed (not on npm nor in Debian; kubernetes-models schemas, and strictly through its types in manifests-strict.test.ts, run in Vitest)"
fi

npx vitest run test/manifests.test.ts
