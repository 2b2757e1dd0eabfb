/** A new category or article goes after the last one: one more than the highest position so far. */
export function nextPosition(items: readonly { readonly position: number }[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.position + 1), 0);
}
