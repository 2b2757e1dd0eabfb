// The front end's import boundaries (issue 18 item 9), enforced by `npm run lint` through the root eslint.config.js.
//
// - A feature (src/features/<name>/) imports another feature only where `featureDependencies` says so; every feature
//   may use the shared folders (`shared`, `admin-shared`), which import no feature. The table has no cycle (test/lint/importBoundaries.test.ts), so no
//   two features import each other.
// - The app's lower layers (components, api, session, i18n, router, machines) import no feature at all.
// - Route configuration (src/routes, src/router) loads with the router on every first page, the landing page
//   included: it takes no schema library and no value from the contracts' index, whose schemas would land in the
//   landing page's JavaScript (issue 18 item 11). Plain constants come from `@fleetcheck/contracts/constants/*`.

/** Folders of what several features use: any feature may import them, they import no feature. */
export const sharedFolders = ['shared', 'admin-shared'];

/** Which other features each feature may import (besides the shared folders). A feature not listed imports none. */
export const featureDependencies = {
  'admin-devices': ['admin-companies', 'detector-maintenance'],
  cars: ['vehicle-inspection'],
  'check-board': ['test-result', 'live-confirmation', 'vehicle-inspection'],
  dashboard: ['test-result', 'live-confirmation'],
  devices: ['detector-maintenance'],
  registration: ['company', 'subscription'],
  'returned-records': ['test-result'],
  settings: ['profile'],
  'test-result': ['devices', 'live-confirmation'],
};

/** Folders under src/ below the features: they import no feature. */
export const layersBelowFeatures = ['components', 'api', 'session', 'i18n', 'router', 'machines'];

/**
 * An import specifier naming a feature other than `allowed`, from a file `depth` folders below src/features/:
 * `../<x>/…` from a file at the feature's top (depth 1), `../../<x>/…` from a file in one of its folders
 * (features/<f>/{api,components,hooks,model}/, depth 2), or `…/features/<x>/…` from anywhere.
 */
function otherFeatureImport(allowed, depth) {
  // Feature folder names are lower-case letters, digits and hyphens: nothing to escape in a regular expression.
  const names = allowed.join('|');
  const unless = names ? `(?!(?:${names})/)` : '';
  return `^${'\\.\\./'.repeat(depth)}${unless}[a-z0-9-]+/|(?:^|/)features/${unless}[a-z0-9-]+`;
}

/** ESLint config blocks for the frontend's import boundaries, for a flat config at the repository root. */
export function importBoundaryConfigs(featureNames) {
  const featureBlocks = featureNames.flatMap((feature) => {
    const allowed = sharedFolders.includes(feature) ? [feature] : [feature, ...sharedFolders, ...(featureDependencies[feature] ?? [])];
    const allowedText = allowed.filter((name) => name !== feature).join(', ') || 'none';
    // Files at the feature's top, and files in its folders (api/, components/, hooks/, model/).
    return [
      [`frontend/src/features/${feature}/*.{ts,tsx}`, 1],
      [`frontend/src/features/${feature}/*/**/*.{ts,tsx}`, 2],
    ].map(([files, depth]) => ({
      files: [files],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: otherFeatureImport(allowed, depth),
                message: `Feature '${feature}' may import only these features: ${allowedText} (frontend/import-boundaries.js).`,
              },
            ],
          },
        ],
      },
    }));
  });
  return [
    ...featureBlocks,
    {
      files: layersBelowFeatures.map((layer) => `frontend/src/${layer}/**/*.{ts,tsx}`),
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: '(?:^|/)features/',
                message: 'components, api, session, i18n, router and machines sit below the features: they import none.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['frontend/src/routes/**/*.{ts,tsx}', 'frontend/src/router/**/*.ts', 'frontend/src/router.ts'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'zod',
                message: 'Route configuration loads on the landing page: read search values with src/router/searchValues.',
              },
              {
                name: '@fleetcheck/contracts',
                allowTypeImports: true,
                message: 'Route configuration loads on the landing page: import constants from @fleetcheck/contracts/constants/*.',
              },
            ],
          },
        ],
      },
    },
  ];
}
