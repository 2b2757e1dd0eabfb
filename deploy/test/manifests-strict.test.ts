import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadManifests, type Manifest } from './validation/kubernetes';
import { strictKubernetesProblems } from './validation/kubernetes-strict';

/*
 * `kubeconform -strict` on this machine: every field of every manifest must be one the Kubernetes API defines.
 * One TypeScript compile checks the manifests and a deliberately broken copy together (about 3 s of CPU).
 */
const k8sDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../k8s');

describe('Kubernetes manifests, strictly', () => {
  const manifests = loadManifests(k8sDir);
  /** A copy of the workers' Deployment whose container `change`s; named so its problems can be told apart. */
  const broken = (file: string, change: (container: Record<string, unknown>) => void): Manifest => {
    const copy = structuredClone(manifests.find((m) => m.kind === 'Deployment' && m.metadata.name === 'workers')!);
    change((copy.spec as { template: { spec: { containers: Record<string, unknown>[] } } }).template.spec.containers[0]!);
    return { ...copy, file };
  };
  const problems = strictKubernetesProblems([
    ...manifests,
    broken('broken-sample.yaml', (container) => (container['readinesProbe'] = { httpGet: { path: '/ready', port: 'http' } })),
    broken('broken-sample-nested.yaml', (container) => ((container['livenessProbe'] as Record<string, unknown>)['preStop'] = {})),
  ]);

  it('define no field the Kubernetes API does not know', () => {
    expect(problems.filter((problem) => !problem.startsWith('broken-sample'))).toEqual([]);
  });

  it('refuses an unknown field at any depth, so a pass above means something', () => {
    const found = problems.filter((problem) => problem.startsWith('broken-sample'));
    expect(found).toHaveLength(2);
    expect(found[0]).toMatch(/^broken-sample.yaml Deployment\/workers: .*'"readinesProbe"' does not exist in type 'IContainer'/);
    expect(found[1]).toMatch(/^broken-sample-nested.yaml Deployment\/workers: .*'"preStop"' does not exist in type 'IProbe'/);
  });
});
