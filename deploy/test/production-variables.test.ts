import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadCompose, type ComposeFile } from './validation/compose';
import { loadManifests, type Manifest } from './validation/kubernetes';
import { nodeServices, productionDecisions, serviceVariablesTable, variablesRead } from './validation/service-variables';

/*
 * Every variable a service reads (its Zod schema's keys) is decided for production (productionDecisions), and each
 * one decided "set" is set for that service in compose and in Kubernetes; deploy/docs/configuration.md shows the
 * table generated from the same decisions. (Workers once had no PAYMENT_GATEWAY anywhere: renewals were never
 * charged.)
 */
const deployDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compose = loadCompose(path.join(deployDir, 'compose/compose.yaml'), { JWT_SECRET: 'x'.repeat(32) }) as ComposeFile;
const manifests = loadManifests(path.join(deployDir, 'k8s'));

interface Container {
  env?: { name: string }[];
  envFrom?: { configMapRef?: { name: string } }[];
}
/** The variables a Deployment's main container gets: its env entries and the keys of the ConfigMaps it loads. */
function kubernetesVariables(service: string): string[] {
  const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === service)!;
  const container = (deployment.spec as { template: { spec: { containers: Container[] } } }).template.spec.containers[0]!;
  const fromMaps = (container.envFrom ?? []).flatMap(({ configMapRef }) => {
    const map = manifests.find((m: Manifest) => m.kind === 'ConfigMap' && m.metadata.name === configMapRef?.name);
    return Object.keys((map?.['data'] as Record<string, string> | undefined) ?? {});
  });
  return [...(container.env ?? []).map((entry) => entry.name), ...fromMaps];
}

const mustSet = (service: (typeof nodeServices)[number]) =>
  variablesRead[service].filter((variable) => productionDecisions[variable]?.set.includes(service));

describe('variables of the production profile', () => {
  it('has a production decision for every variable each service reads', () => {
    const undecided = nodeServices.flatMap((service) =>
      variablesRead[service].filter((v) => !productionDecisions[v]).map((v) => `${service} ${v}`),
    );
    expect(undecided).toEqual([]);
    expect(mustSet('workers')).toEqual(expect.arrayContaining(['PAYMENT_GATEWAY', 'OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY', 'REDIS_URL']));
  });

  it.each(nodeServices)('sets in compose every variable %s must have', (service) => {
    const environment = Object.keys(compose.services[service]!.environment ?? {});
    expect(mustSet(service).filter((variable) => !environment.includes(variable))).toEqual([]);
  });

  it.each(nodeServices)('sets in Kubernetes every variable %s must have', (service) => {
    const variables = kubernetesVariables(service);
    expect(mustSet(service).filter((variable) => !variables.includes(variable))).toEqual([]);
  });

  it('runs the Omise gateway in Kubernetes (the sandbox is for trials) with both keys from the Secret', () => {
    const config = manifests.find((m) => m.kind === 'ConfigMap')!['data'] as Record<string, string>;
    expect(config['PAYMENT_GATEWAY']).toBe('omise');
    for (const service of ['command-api', 'workers']) {
      const deployment = manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === service)!;
      expect(JSON.stringify(deployment.spec)).toContain(
        '{"name":"OMISE_PUBLIC_KEY","valueFrom":{"secretKeyRef":{"name":"fleetcheck-secrets","key":"OMISE_PUBLIC_KEY"}}}',
      );
    }
  });

  it('documents, in deploy/docs/configuration.md, the table of what each service reads generated from the decisions', () => {
    const documentation = readFileSync(path.join(deployDir, 'docs/configuration.md'), 'utf8');
    const section = /<!-- service-variables:start -->([\s\S]*)<!-- service-variables:end -->/.exec(documentation)?.[1] ?? '';
    // Prettier pads the table: compare without the padding.
    const normalise = (table: string) => table.replace(/-{3,}/g, '---').replace(/\s+/g, '');
    expect(normalise(section), 'paste serviceVariablesTable() (deploy/test/validation/service-variables.ts)').toBe(
      normalise(serviceVariablesTable()),
    );
  });
});
