import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { Manifest } from './kubernetes';

/*
 * Strict validation, as `kubeconform -strict` does: a field the Kubernetes API does not define is refused (the
 * API server would drop it silently, so a misspelt `readinessProbe` or a probe field one level too deep passes
 * `kubectl apply` and does nothing). kubernetes-models' validators check types but let unknown fields through;
 * its TypeScript interfaces are generated from the same API schemas, and TypeScript refuses an object literal
 * with a property its type does not declare, at every depth. So each manifest is checked as a literal of its
 * kind's interface. No npm package ships the Kubernetes JSON schemas (kubeconform's), hence this route.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const virtualFile = path.join(here, '__strict-manifests__.ts');
const toolKinds = new Set(['Kustomization']);

/** `apps/v1` → `apps/v1`, `v1` (the core group) → `v1`: kubernetes-models' folder per API version. */
const modelModule = (manifest: Manifest) => `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;

export function strictKubernetesProblems(manifests: readonly Manifest[]): string[] {
  const checked = manifests.filter((manifest) => !toolKinds.has(manifest.kind));
  const lines: string[] = [];
  const owners: { from: number; manifest: Manifest }[] = [];
  checked.forEach((manifest, i) => lines.push(`import type { I${manifest.kind} as M${i} } from '${modelModule(manifest)}';`));
  checked.forEach((manifest, i) => {
    const { file: _file, ...object } = manifest;
    owners.push({ from: lines.length, manifest });
    lines.push(`export const m${i}: M${i} = ${JSON.stringify(object, null, 1)};`);
  });
  const source = lines.join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
    lib: ['lib.es2022.d.ts'],
  };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language, ...rest) =>
    file === virtualFile ? ts.createSourceFile(file, source, language) : getSourceFile(file, language, ...rest);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === virtualFile || fileExists(file);
  const program = ts.createProgram([virtualFile], options, host);
  const sourceFile = program.getSourceFile(virtualFile)!;
  return ts.getPreEmitDiagnostics(program, sourceFile).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.start === undefined) return message;
    const { line } = sourceFile.getLineAndCharacterOfPosition(diagnostic.start);
    const owner = [...owners].reverse().find((o) => lineOf(lines, o.from) <= line);
    const where = owner ? `${owner.manifest.file} ${owner.manifest.kind}/${owner.manifest.metadata.name}` : 'the imports of the kinds';
    return `${where}: ${message}`;
  });
}

/** The source line where entry `index` of `lines` starts (entries span several lines). */
function lineOf(lines: readonly string[], index: number): number {
  return lines.slice(0, index).reduce((count, entry) => count + entry.split('\n').length, 0);
}
