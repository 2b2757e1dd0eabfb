import type { Linter } from 'eslint';

export declare const sharedFolders: readonly string[];
export declare const featureDependencies: Readonly<Record<string, readonly string[]>>;
export declare const layersBelowFeatures: readonly string[];
export declare function importBoundaryConfigs(featureNames: readonly string[]): Linter.Config[];
