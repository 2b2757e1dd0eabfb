/**
 * The shape of a JSON value: the type of each leaf, the keys of each object (sorted), the shape of an array's
 * first element. Two answers of the same shape are read by the same client code; values may differ.
 */
export type JsonShape = string | JsonShape[] | { [key: string]: JsonShape };

export function jsonShape(value: unknown): JsonShape {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length > 0 ? [jsonShape(value[0])] : [];
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, jsonShape(record[key])]),
    );
  }
  return typeof value;
}
