/**
 * Read-model collections are the contract between projections (which write them) and query-api (which reads
 * them). They have the shape of the read store port's CollectionDefinition (platform) without importing it,
 * because contracts stays free of server code; platform's `defineCollection` accepts them as they are.
 */
export interface ReadModelDocument {
  _id: string;
}

export type ReadModelFieldType = 'string' | 'number' | 'date' | 'boolean';
export type ReadModelIndexField = string | { field: string; order: 'asc' | 'desc' };

export interface ReadModelCollection<TDoc extends ReadModelDocument = ReadModelDocument> {
  name: string;
  fields?: Readonly<Record<string, ReadModelFieldType>>;
  indexes?: readonly { fields: readonly ReadModelIndexField[]; unique?: boolean }[];
  textFields?: readonly string[];
  readonly __document?: TDoc;
}

export function readModelCollection<TDoc extends ReadModelDocument>(
  definition: Omit<ReadModelCollection<TDoc>, '__document'>,
): ReadModelCollection<TDoc> {
  return definition;
}
