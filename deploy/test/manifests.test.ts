import { envSchema } from '@fleetcheck/platform';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MissingVariableError } from './validation/compose-interpolation';
import { composeProblems, loadCompose, type ComposeFile } from './validation/compose';
import { finalUser, lintDockerfile, parseStages } from './validation/dockerfiles';
import { kubernetesSchemaProblems, loadManifests, type Manifest } from './validation/kubernetes';
import { readApiRouting, routeApiRequest } from './validation/nginx-routing';
import { operations as commandApiOperations } from '@fleetcheck/command-api';

const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(deployDir, '..');
const composePath = path.join(deployDir, 'compose/compose.yaml');
const k8sDir = path.join(deployDir, 'k8s');
const dockerDir = path.join(deployDir, 'docker');
const nodeServices = ['command-api', 'query-api', 'projections', 'workers'] as const;
const composeEnv = { JWT_SECRET: 'x'.repeat(32) };

function hasDockerCompose(): boolean {
  return spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0;
}

describe('compose file (production profile)', () => {
  const config = loadCompose(composePath, composeEnv) as ComposeFile;

  it('is valid against the Compose Specification schema and its references resolve', () => {
    expect(composeProblems(config)).toEqual([]);
  });

  it('rejects a file the schema forbids, so a pass above means something', () => {
    const broken = structuredClone(config);
    (broken.services['redis'] as Record<string, unknown>)['restart_policy'] = 'always';
    broken.services['web']!.depends_on = { 'no-such-service': { condition: 'service_healthy' } };
    expect(composeProblems(broken).join('\n')).toMatch(/restart_policy|additional/);
    const { restart_policy: _dropped, ...redis } = broken.services['redis'] as Record<string, unknown>;
    broken.services['redis'] = redis;
    expect(composeProblems(broken)).toEqual(['services.web.depends_on: unknown service no-such-service']);
  });

  it('refuses to start without JWT_SECRET, naming the variable', () => {
    expect(() => loadCompose(composePath, {})).toThrow(MissingVariableError);
    expect(() => loadCompose(composePath, {})).toThrow(/JWT_SECRET/);
  });

  it('pins the EventStoreDB image to an exact tag and keeps its data in the mounted directory', () => {
    const eventstore = config.services['eventstore']!;
    expect(eventstore.image).toBe('eventstore/eventstore:24.10.0-bookworm-slim');
    expect(eventstore.environment?.['EVENTSTORE_DB']).toBe('/var/lib/eventstore');
    expect(JSON.stringify(eventstore.volumes)).toContain('/var/lib/eventstore');
  });

  it('runs the stores, a replica-set init job, the four services and the proxy', () => {
    expect(Object.keys(config.services).sort()).toEqual(
      ['command-api', 'eventstore', 'mongo', 'mongo-init', 'projections', 'query-api', 'redis', 'web', 'workers'].sort(),
    );
    expect(JSON.stringify(config.services['mongo']!)).toContain('--replSet');
    expect(config.services['mongo-init']!.restart).toBe('no');
  });

  it('points every service at EventStoreDB, the MongoDB replica set and Redis, and waits for the init job', () => {
    for (const service of nodeServices) {
      const definition = config.services[service]!;
      expect(definition.environment?.['ESDB_URL']).toMatch(/^esdb:\/\/eventstore:2113/);
      expect(definition.environment?.['MONGODB_URL']).toMatch(/replicaSet=rs0/);
      expect(definition.environment?.['REDIS_URL']).toBe('redis://redis:6379');
      expect(definition.depends_on).toMatchObject({ 'mongo-init': { condition: 'service_completed_successfully' } });
      expect(definition.build?.dockerfile).toBe(`deploy/docker/${service}.Dockerfile`);
      expect(existsSync(path.join(deployDir, 'compose', definition.build!.context!, definition.build!.dockerfile!))).toBe(true);
    }
  });

  it('publishes only the web proxy', () => {
    const published = Object.entries(config.services)
      .filter(([, service]) => service.ports !== undefined)
      .map(([name]) => name);
    expect(published).toEqual(['web']);
  });

  it.skipIf(!hasDockerCompose())('is accepted by `docker compose config`', () => {
    execFileSync('docker', ['compose', '-f', composePath, 'config', '--quiet'], { env: { ...process.env, ...composeEnv } });
  });
});

describe('Kubernetes manifests', () => {
  const manifests = loadManifests(k8sDir);
  const byKind = (kind: string) => manifests.filter((manifest) => manifest.kind === kind);
  const deployment = (name: string) => byKind('Deployment').find((manifest) => manifest.metadata.name === name)!;
  const container = (manifest: Manifest) =>
    (manifest.spec as { template: { spec: { containers: Record<string, unknown>[] } } }).template.spec.containers[0]!;

  it('are valid against the Kubernetes API schemas', async () => {
    const problems = (await Promise.all(manifests.map(kubernetesSchemaProblems))).flat();
    expect(problems).toEqual([]);
    expect(manifests.length).toBeGreaterThan(10);
  });

  it('rejects a manifest that breaks the schema, so a pass above means something', async () => {
    const broken = structuredClone(deployment('query-api'));
    (broken.spec as Record<string, unknown>)['replicas'] = 'two';
    expect((await kubernetesSchemaProblems(broken)).join()).toMatch(/replicas must be integer/);
    expect(await kubernetesSchemaProblems({ ...broken, apiVersion: 'apps/v9' })).toEqual([
      `query-api.yaml: unknown apiVersion/kind apps/v9 Deployment`,
    ]);
  });

  it('lists every manifest file in the kustomization', () => {
    const kustomization = byKind('Kustomization')[0] as unknown as { resources: string[] };
    const files = readdirSync(k8sDir).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...kustomization.resources].sort()).toEqual(files.sort());
  });

  it('probes every service on /health and /ready and takes secrets only by reference', () => {
    for (const service of nodeServices) {
      const main = container(deployment(service)) as {
        livenessProbe: { httpGet: { path: string } };
        readinessProbe: { httpGet: { path: string } };
        env: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string } } }[];
      };
      expect(main.livenessProbe.httpGet.path).toBe('/health');
      expect(main.readinessProbe.httpGet.path).toBe('/ready');
      const secretNames = ['ESDB_URL', 'MONGODB_URL', 'REDIS_URL', 'JWT_SECRET', 'SMTP_URL', 'OMISE_SECRET_KEY', 'METRICS_TOKEN'];
      for (const variable of main.env.filter((entry) => secretNames.includes(entry.name))) {
        expect(variable.value, `${service} ${variable.name}`).toBeUndefined();
        expect(variable.valueFrom?.secretKeyRef?.name).toBe('fleetcheck-secrets');
      }
    }
    expect(byKind('Secret')).toEqual([]);
  });

  it('autoscales the stateless services and keeps a standby projection runner (the lease lets one apply)', () => {
    const scaled = byKind('HorizontalPodAutoscaler').map((hpa) => (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
    expect(scaled.sort()).toEqual(['command-api', 'query-api', 'web', 'workers']);
    for (const name of scaled) expect(deployment(name)).toBeDefined();
    const projections = deployment('projections').spec as { replicas: number; strategy: { type: string } };
    expect(projections.replicas).toBe(2);
    expect(projections.strategy.type).toBe('RollingUpdate');
  });

  it('mounts the EventStoreDB CA (optional secret) read-only in every service that opens ESDB_URL', () => {
    for (const service of nodeServices) {
      const main = container(deployment(service)) as { volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[] };
      expect(main.volumeMounts).toContainEqual({ name: 'esdb-ca', mountPath: '/etc/fleetcheck/esdb-ca', readOnly: true });
      const volumes = (deployment(service).spec as { template: { spec: { volumes: { name: string; secret?: unknown }[] } } }).template.spec
        .volumes;
      expect(volumes).toContainEqual({ name: 'esdb-ca', secret: { secretName: 'fleetcheck-esdb-ca', optional: true } });
    }
  });

  it('runs every pod as non-root with a read-only root file system', () => {
    for (const manifest of byKind('Deployment')) {
      const pod = (manifest.spec as { template: { spec: { securityContext: { runAsNonRoot: boolean } } } }).template.spec;
      expect(pod.securityContext.runAsNonRoot, manifest.metadata.name).toBe(true);
      const security = container(manifest)['securityContext'] as { readOnlyRootFilesystem: boolean; allowPrivilegeEscalation: boolean };
      expect(security).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false });
    }
  });

  it('sends the Ingress to the web proxy, whose Service selects its pods', () => {
    const ingress = byKind('Ingress')[0]!;
    expect(JSON.stringify(ingress.spec)).toContain('"name":"web"');
    for (const service of byKind('Service')) {
      const selector = (service.spec as { selector: Record<string, string> }).selector;
      const target = deployment(service.metadata.name) as unknown as {
        spec: { template: { metadata: { labels: Record<string, string> } } };
      };
      expect(target.spec.template.metadata.labels).toMatchObject(selector);
    }
  });
});

describe('Dockerfiles', () => {
  const dockerfiles = [...nodeServices, 'web'].map((name) => ({ name, file: path.join(dockerDir, `${name}.Dockerfile`) }));

  it('pass the Dockerfile linter', () => {
    expect(dockerfiles.flatMap(({ file }) => lintDockerfile(file))).toEqual([]);
  });

  it('are multi-stage, install with npm ci and run as a non-root user', () => {
    for (const { name, file } of dockerfiles) {
      const stages = parseStages(readFileSync(file, 'utf8'));
      expect(stages.length, name).toBeGreaterThanOrEqual(2);
      expect(stages.flatMap((stage) => stage.instructions).some((i) => i.keyword === 'RUN' && i.args.startsWith('npm ci'))).toBe(true);
      expect(finalUser(stages), name).toBe(name === 'web' ? '101' : 'node');
    }
  });

  it('start the bundle that tsup builds for each service', () => {
    for (const service of nodeServices) {
      const tsup = readFileSync(path.join(repoRoot, service, 'tsup.config.ts'), 'utf8');
      expect(tsup).toMatch(
        service === 'projections'
          ? /entry:\s*\{ main: 'src\/main\.ts', replay: 'src\/replay\/main\.ts' \}/
          : /entry:\s*\['src\/main\.ts'\]/,
      );
      expect(tsup).toMatch(/outDir:\s*'dist'/);
      const stages = parseStages(readFileSync(path.join(dockerDir, `${service}.Dockerfile`), 'utf8'));
      const cmd = stages
        .at(-1)!
        .instructions.filter((i) => i.keyword === 'CMD')
        .at(-1)!.args;
      expect(JSON.parse(cmd)).toEqual(['node', `${service}/dist/main.js`]);
    }
  });

  it('give the services that render PDFs (invoices, the record book) a CJK font where INVOICE_FONT_PATH points', () => {
    for (const service of ['command-api', 'query-api', 'workers']) {
      const runtime = parseStages(readFileSync(path.join(dockerDir, `${service}.Dockerfile`), 'utf8')).at(-1)!.instructions;
      const install = runtime.find((i) => i.keyword === 'RUN' && i.args.includes('apk add'));
      expect(install?.args, service).toMatch(/font-noto-cjk.*ln -s "\$font" \/usr\/local\/share\/fleetcheck-cjk\.ttc/);
      expect(
        runtime.filter((i) => i.keyword === 'ENV').map((i) => i.args),
        service,
      ).toContain('INVOICE_FONT_PATH=/usr/local/share/fleetcheck-cjk.ttc');
    }
  });

  it('copy only workspace folders that exist', () => {
    for (const { file } of dockerfiles) {
      const copies = parseStages(readFileSync(file, 'utf8'))
        .flatMap((stage) => stage.instructions)
        .filter((i) => i.keyword === 'COPY' && !i.args.startsWith('--from'))
        .flatMap((i) => i.args.split(/\s+/).slice(0, -1));
      for (const source of copies) expect(existsSync(path.join(repoRoot, source)), source).toBe(true);
    }
  });
});

describe('reverse proxy routing of /api/v1', () => {
  const routing = readApiRouting(path.join(dockerDir, 'nginx/default.conf.template'));

  it('sends GETs to query-api, except logout', () => {
    expect(routeApiRequest(routing, 'GET', '/api/v1/companies')).toBe('query_api');
    expect(routeApiRequest(routing, 'HEAD', '/api/v1/auth/profile')).toBe('query_api');
    expect(routeApiRequest(routing, 'GET', '/api/v1/auth/logout')).toBe('command_api');
    expect(routeApiRequest(routing, 'GET', '/api/v1/auth/logout-history')).toBe('query_api');
  });

  it('sends every GET command-api serves (its OpenAPI table) to command-api', () => {
    const gets = commandApiOperations.filter((op) => op.method === 'get');
    expect(gets.length).toBeGreaterThan(0);
    for (const op of gets) {
      const uri = `/api/v1${op.path.replace(/:(\w+)/g, 'sample-$1')}`;
      expect(routeApiRequest(routing, 'GET', uri), uri).toBe('command_api');
    }
  });

  it('sends stored images and the image proxy to query-api, which serves them', () => {
    expect(routeApiRequest(routing, 'GET', `/api/v1/images/company-1/${'a'.repeat(64)}`)).toBe('query_api');
    const template = readFileSync(path.join(dockerDir, 'nginx/default.conf.template'), 'utf8');
    const proxyBlock = /location = \/_next\/image \{([^}]*)\}/.exec(template)?.[1] ?? '';
    expect(proxyBlock).toMatch(/proxy_pass http:\/\/query_api\/api\/v1\/_next\/image\$is_args\$args;/);
  });

  it('sends every other method to command-api', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect(routeApiRequest(routing, method, '/api/v1/auth/login')).toBe('command_api');
    }
  });
});

describe('configuration documentation', () => {
  const documentation = readFileSync(path.join(deployDir, 'docs/configuration.md'), 'utf8');

  it('documents every variable of the shared environment schema', () => {
    const undocumented = Object.keys(envSchema.shape).filter((variable) => !documentation.includes(`\`${variable}\``));
    expect(undocumented).toEqual([]);
  });
});
