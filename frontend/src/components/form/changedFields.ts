/** The fields whose value differs from the initial form; an edit with none of them succeeds without a call. */
export function changedFields<T extends Record<string, unknown>>(initial: T, current: T): Partial<T> {
  const changes: Partial<T> = {};
  for (const key of Object.keys(current) as (keyof T)[]) {
    if (current[key] !== initial[key]) changes[key] = current[key];
  }
  return changes;
}
