import type { Document, Sort } from 'mongodb';
import type { Condition, NormalisedQuery, NormalisedSort } from '../query-model';

/**
 * MongoDB filters for the typed query model. Values are never interpreted as operators: they are scalars
 * (checked by query-model) and text is escaped into a literal, case-insensitive regular expression.
 */
export function mongoFilter(query: NormalisedQuery): Document {
  const clauses: Document[] = query.conditions.map(conditionFilter);
  if (query.text) {
    const pattern = new RegExp(query.text.texts.map(escapeRegExp).join('|'), 'i');
    clauses.push({ $or: query.text.paths.map((path) => ({ [path]: { $regex: pattern } })) });
  }
  if (clauses.length === 0) return {};
  return clauses.length === 1 ? (clauses[0] as Document) : { $and: clauses };
}

function conditionFilter(condition: Condition): Document {
  const { path } = condition;
  switch (condition.kind) {
    case 'eq':
      // {path: null} matches null and missing, as the port defines; $eq keeps any value a value.
      return { [path]: { $eq: condition.value } };
    case 'in':
      return { [path]: { $in: condition.values } };
    case 'range': {
      const operators: Document = {};
      for (const [key, value] of Object.entries(condition.bounds)) operators[`$${key}`] = value;
      return { [path]: operators };
    }
    case 'exists':
      return { [path]: { $exists: condition.exists } };
    default: {
      const exhaustive: never = condition;
      throw new Error(`Unknown condition ${JSON.stringify(exhaustive)}`);
    }
  }
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/** Ties break on `_id` ascending; a sort naming `_id` ends there. */
export function mongoSort(sort: readonly NormalisedSort[]): Sort {
  const result: Record<string, 1 | -1> = {};
  for (const { path, order } of sort) {
    result[path] = order === 'asc' ? 1 : -1;
    if (path === '_id') return result;
  }
  result._id = 1;
  return result;
}
