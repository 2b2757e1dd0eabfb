// @vitest-environment node
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';
import { featureDependencies, sharedFolders } from '../../import-boundaries.js';

/*
 * The front end's import-boundary rule (issue 18 item 9), as `npm run lint` applies it: the repository's own ESLint
 * configuration lints small sources placed at real paths of the app.
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const featuresDir = fileURLToPath(new URL('../../src/features/', import.meta.url));
const eslint = new ESLint({ cwd: repoRoot });

/** The import rules' messages for `source` as if it were the file at `path` (relative to frontend/src). */
async function boundaryErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: `${repoRoot}frontend/src/${path}` });
  return (result?.messages ?? []).filter((message) => message.ruleId?.endsWith('no-restricted-imports')).map((message) => message.message);
}

describe('the import-boundary lint rule of the front end', () => {
  it('names only feature folders that exist, and no two features depend on each other, directly or round a loop', () => {
    const folders = readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const table: Record<string, readonly string[]> = featureDependencies;
    for (const [feature, uses] of Object.entries(table)) expect(folders).toEqual(expect.arrayContaining([feature, ...uses]));
    expect(folders).toEqual(expect.arrayContaining([...sharedFolders]));

    // Depth-first walk: reaching a feature that is still on the path is a cycle.
    const cycles: string[] = [];
    const walk = (feature: string, path: string[]) => {
      if (path.includes(feature)) return void cycles.push([...path, feature].join(' -> '));
      for (const next of table[feature] ?? []) walk(next, [...path, feature]);
    };
    for (const feature of folders) walk(feature, []);
    expect(cycles).toEqual([]);
  });

  it('lets a feature import its own files, the shared folders and the features it is allowed', async () => {
    const source = [
      "import { officeToForm } from './officeSchemas';",
      "import { lookupQuery } from '../shared/lookups';",
      "import '../admin-shared/admin.css';",
      "import { ListPage } from '../../components/list/ListPage';",
    ].join('\n');
    expect(await boundaryErrors('features/offices/Example.tsx', source)).toEqual([]);
    expect(await boundaryErrors('features/registration/Example.tsx', "import { PlanForm } from '../subscription/PlanForm';")).toEqual([]);
  });

  it('reads the same from the folders of a feature (api/, components/, hooks/, model/): its own folders and the allowed features pass', async () => {
    const source = [
      "import { officeToForm } from '../model/officeSchemas';",
      "import { loadResourceList } from '../../shared/api/resourceApi';",
      "import { ListPage } from '../../../components/list/ListPage';",
    ].join('\n');
    expect(await boundaryErrors('features/offices/components/Example.tsx', source)).toEqual([]);
    expect(
      await boundaryErrors(
        'features/registration/components/Example.tsx',
        "import { PlanForm } from '../../subscription/components/PlanForm';",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors('features/cars/components/Example.tsx', "import { driverForm } from '../../drivers/model/driverForm';"),
    ).toEqual([expect.stringContaining("Feature 'cars' may import only these features: shared, admin-shared")]);
  });

  it('refuses a feature importing a feature it is not allowed, by a relative path or through features/', async () => {
    expect(await boundaryErrors('features/cars/Example.tsx', "import { driverForm } from '../drivers/driverForm';")).toEqual([
      expect.stringContaining("Feature 'cars' may import only these features: shared, admin-shared"),
    ]);
    // The cycle the rule was written against: subscription importing registration while registration imports subscription.
    expect(
      await boundaryErrors('features/subscription/Example.tsx', "import { SignUpForm } from '../../features/registration/SignUpForm';"),
    ).toEqual([expect.stringContaining("Feature 'subscription'")]);
    expect(await boundaryErrors('features/shared/Example.tsx', "import { CarsPage } from '../cars/CarsPage';")).toHaveLength(1);
  });

  it('refuses the layers below the features importing a feature', async () => {
    const source = "import { OfficesPage } from '../../features/offices/OfficesPage';";
    for (const path of ['components/list/Example.tsx', 'machines/registration/example.ts', 'session/example.ts']) {
      expect(await boundaryErrors(path, source)).toEqual([expect.stringContaining('import none')]);
    }
  });

  it('keeps schemas out of route configuration, which loads on the landing page; types and plain constants are fine', async () => {
    const route = 'routes/_public/example.tsx';
    expect(await boundaryErrors(route, "import { z } from 'zod';")).toEqual([expect.stringContaining('searchValues')]);
    expect(await boundaryErrors(route, "import { COUNTER_MAX } from '@fleetcheck/contracts';")).toEqual([
      expect.stringContaining('@fleetcheck/contracts/constants/*'),
    ]);
    const fine = [
      "import type { PaymentSummary } from '@fleetcheck/contracts';",
      "import { COUNTER_MAX } from '@fleetcheck/contracts/constants/limits';",
    ].join('\n');
    expect(await boundaryErrors(route, fine)).toEqual([]);
  });
});
