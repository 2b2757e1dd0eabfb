import { InvalidFieldPathError, type CollectionDefinition, type FieldType, type IndexField, type ReadDocument } from './port';

// Paths end up inlined in SQL index expressions (an expression index only matches an identical expression, so
// they cannot be bind parameters): this pattern is what keeps them harmless.
const FIELD_PATH = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62}){0,7}$/;
const COLLECTION_NAME = /^[a-z][a-z0-9_]{0,39}$/;

export function assertFieldPath(path: string): string {
  if (typeof path !== 'string' || !FIELD_PATH.test(path)) throw new InvalidFieldPathError(String(path));
  return path;
}

export function assertCollectionName(name: string): string {
  if (typeof name !== 'string' || !COLLECTION_NAME.test(name)) throw new InvalidFieldPathError(String(name));
  return name;
}

export function indexFieldPath(field: IndexField): string {
  return typeof field === 'string' ? field : field.field;
}

export function indexFieldOrder(field: IndexField): 'asc' | 'desc' {
  return typeof field === 'string' ? 'asc' : field.order;
}

/** Validates every name and path of the definition, so a bad one fails where it is written. */
export function defineCollection<TDoc extends ReadDocument>(
  definition: Omit<CollectionDefinition<TDoc>, '__document'>,
): CollectionDefinition<TDoc> {
  validateDefinition(definition);
  return definition;
}

export function validateDefinition(definition: CollectionDefinition<never> | CollectionDefinition): void {
  assertCollectionName(definition.name);
  for (const path of Object.keys(definition.fields ?? {})) assertFieldPath(path);
  for (const index of definition.indexes ?? []) {
    if (index.fields.length === 0) throw new InvalidFieldPathError('(empty index)');
    for (const field of index.fields) assertFieldPath(indexFieldPath(field));
  }
  for (const path of definition.textFields ?? []) assertFieldPath(path);
}

export function declaredType(definition: CollectionDefinition<never> | CollectionDefinition, path: string): FieldType | undefined {
  if (path === '_id') return 'string';
  return definition.fields?.[path];
}
