import { validate } from 'dockerfile-utils';
import { readFileSync } from 'node:fs';

export interface DockerfileStage {
  from: string;
  name?: string;
  instructions: { keyword: string; args: string }[];
}

/** Splits a Dockerfile into build stages (line continuations joined, comments dropped). */
export function parseStages(text: string): DockerfileStage[] {
  const logicalLines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages: DockerfileStage[] = [];
  for (const line of logicalLines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword.toUpperCase() === 'FROM') {
      const [from = '', as, name] = rest;
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else {
      stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
    }
  }
  return stages;
}

/** Diagnostics of the Dockerfile linter used by the VS Code Docker tooling (dockerfile-utils). */
export function lintDockerfile(path: string): string[] {
  return validate(readFileSync(path, 'utf8')).map((diagnostic) => `${path}:${diagnostic.range.start.line + 1}: ${diagnostic.message}`);
}

/** The user the final stage runs as, or undefined when it never switches away from the base image's user. */
export function finalUser(stages: readonly DockerfileStage[]): string | undefined {
  return stages
    .at(-1)
    ?.instructions.filter((instruction) => instruction.keyword === 'USER')
    .at(-1)?.args;
}
