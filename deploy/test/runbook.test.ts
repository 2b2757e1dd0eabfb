import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifests } from './validation/kubernetes';

/* What the runbook tells an operator to run, checked against what the deployment actually has (issue 36). */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runbook = readFileSync(path.join(deployDir, 'RUNBOOK.md'), 'utf8');

describe('runbook', () => {
  it('sets the $all ACL over gRPC (setStreamMetadata), never through AtomPub, which is off by default', () => {
    expect(runbook).toContain("client.setStreamMetadata('\\$all', { acl: { readRoles: ['fleetcheck', '\\$admins'] } })");
    expect(runbook).not.toMatch(/streams\/%24%24%24all|application\/vnd\.eventstore\.events\+json/);
  });

  it('schedules scavenges with a CronJob the kustomization applies', () => {
    const cronJob = loadManifests(path.join(deployDir, 'k8s')).find((m) => m.kind === 'CronJob' && m.metadata.name === 'esdb-scavenge');
    expect(JSON.stringify(cronJob?.spec)).toContain('/admin/scavenge');
    expect(runbook).toContain('deploy/k8s/esdb-scavenge.yaml');
  });

  it('rebuilds read models beside the live ones with the replay CLI the projections image contains, then switches', () => {
    const tsup = readFileSync(path.join(deployDir, '../projections/tsup.config.ts'), 'utf8');
    expect(tsup).toContain("replay: 'src/replay/main.ts'");
    expect(readFileSync(path.join(deployDir, 'docker/projections.Dockerfile'), 'utf8')).toContain(
      'COPY --from=build /app/projections/dist ./projections/dist',
    );
    expect(runbook).toMatch(/--env="REDIS_URL=…" --env="MONGODB_URL=[^"]+" -- \\\n\s+node projections\/dist\/replay\.js --beside/);
    expect(runbook).toContain('Rebuild beside, then switch');
    expect(runbook).not.toContain('While it runs, query-api serves the old documents');
  });

  it('gives every service pod a preStop pause, so endpoints drop it before SIGTERM flips its readiness', () => {
    const deployments = loadManifests(path.join(deployDir, 'k8s')).filter(
      (m) => m.kind === 'Deployment' && ['command-api', 'query-api', 'projections', 'workers'].includes(m.metadata.name),
    );
    expect(deployments).toHaveLength(4);
    for (const deployment of deployments) {
      const [container] = (deployment.spec as { template: { spec: { containers: { lifecycle?: unknown }[] } } }).template.spec.containers;
      expect(container!.lifecycle, deployment.metadata.name).toEqual({ preStop: { sleep: { seconds: 5 } } });
    }
  });
});
