// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The front end's layout and file names (issue 18 item 9, frontend/README.md): every feature's files sit in
 * api/, components/, hooks/ or model/, and every file under src/ is named in camelCase, or PascalCase for a
 * component (no kebab-case or snake_case). src/routes (names are URL paths), src/locales (catalog data) and the
 * generated route tree are outside the rule.
 */
const src = fileURLToPath(new URL('../../src/', import.meta.url));
const featureFolders = ['api', 'components', 'hooks', 'model'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const ruled = filesUnder(src)
  .map((file) => relative(src, file).split('\\').join('/'))
  .filter((file) => !file.startsWith('routes/') && !file.startsWith('locales/') && file !== 'routeTree.gen.ts');

/** camelCase or PascalCase, then its extensions: 'quoteMachine.test.ts', 'OfficesPage.tsx', 'checkBoard.css'. */
const fileName = /^[A-Za-z][A-Za-z0-9]*(\.[a-z0-9]+)+$/;
/** Folders: lower-case kebab-case, as the feature folders ('check-board'). */
const folderName = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

describe('front-end layout and file names', () => {
  it('names every file in camelCase or PascalCase and every folder in kebab-case', () => {
    expect(ruled.length).toBeGreaterThan(100);
    const badFiles = ruled.filter((file) => !fileName.test(file.split('/').pop()!));
    const badFolders = [...new Set(ruled.flatMap((file) => file.split('/').slice(0, -1)))].filter((folder) => !folderName.test(folder));
    expect(badFiles).toEqual([]);
    expect(badFolders).toEqual([]);
  });

  it("keeps every feature's files in api/, components/, hooks/ or model/, components and stylesheets in components/", () => {
    const featureFiles = ruled.filter((file) => file.startsWith('features/')).map((file) => file.split('/'));
    expect(featureFiles.length).toBeGreaterThan(50);
    const misplaced = featureFiles
      .filter((parts) => parts.length !== 4 || !featureFolders.includes(parts[2]!))
      .map((parts) => parts.join('/'));
    expect(misplaced).toEqual([]);
    const outOfKind = featureFiles
      .filter(([, , folder, name]) => (folder === 'components') !== (name!.endsWith('.tsx') || name!.endsWith('.css')))
      .map((parts) => parts.join('/'));
    expect(outOfKind).toEqual([]);
    // A component's file is named as the component: PascalCase.
    const lowerComponents = featureFiles.filter(
      ([, , folder, name]) => folder === 'components' && name!.endsWith('.tsx') && !/^[A-Z]/.test(name!),
    );
    expect(lowerComponents).toEqual([]);
  });
});
