import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: unknown;
  [key: string]: unknown;
}

interface ValidatableModel {
  validate(): void;
}
type ModelClass = new (data: object) => ValidatableModel;

/** Every YAML document of every *.yaml file in `directory`. */
export function loadManifests(directory: string): Manifest[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) =>
      parseAllDocuments(readFileSync(path.join(directory, file), 'utf8'))
        .map((document) => document.toJS() as Record<string, unknown> | null)
        .filter((document) => document !== null)
        .map((document) => ({ ...document, file }) as Manifest),
    );
}

/** Kinds that are tool configuration rather than API objects, so they have no Kubernetes schema. */
const toolKinds = new Set(['Kustomization']);

/**
 * Validates a manifest against the Kubernetes OpenAPI schema of its apiVersion and kind, using the validators
 * that `kubernetes-models` generates from the Kubernetes API. Returns the problems (empty when valid).
 */
export async function kubernetesSchemaProblems(manifest: Manifest): Promise<string[]> {
  if (toolKinds.has(manifest.kind)) return [];
  const modulePath = `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;
  let Model: ModelClass;
  try {
    const module = (await import(modulePath)) as Record<string, ModelClass | undefined>;
    const found = module[manifest.kind];
    if (!found) return [`${manifest.file}: no schema for ${manifest.apiVersion} ${manifest.kind}`];
    Model = found;
  } catch {
    return [`${manifest.file}: unknown apiVersion/kind ${manifest.apiVersion} ${manifest.kind}`];
  }
  const { file: _file, ...object } = manifest;
  try {
    new Model(object).validate();
    return [];
  } catch (error) {
    return [`${manifest.file} ${manifest.kind}/${manifest.metadata?.name}: ${(error as Error).message}`];
  }
}
