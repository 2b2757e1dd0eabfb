/** The text of the <dd> that follows the <dt> reading `term` inside `container` (a dialog's saved details, a detail list). */
export function definitionOf(container: HTMLElement, term: string): string | undefined {
  const dt = [...container.querySelectorAll('dt')].find((element) => element.textContent?.trim() === term);
  const dd = dt?.nextElementSibling;
  return dd?.tagName === 'DD' ? (dd.textContent ?? undefined) : undefined;
}
