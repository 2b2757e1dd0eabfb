const allowedTags = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'UL',
  'OL',
  'LI',
  'A',
  'H3',
  'H4',
  'BLOCKQUOTE',
  'CODE',
  'PRE',
  'SPAN',
  'IMG',
]);

/** FAQ answers are HTML written by admins; only plain formatting survives (no scripts, handlers or javascript: links). */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  const walk = (node: Element) => {
    for (const child of [...node.children]) {
      if (!allowedTags.has(child.tagName)) {
        child.replaceWith(...child.childNodes);
        walk(node);
        return;
      }
      for (const attribute of [...child.attributes]) {
        const name = attribute.name.toLowerCase();
        const safeUrl = !/^\s*javascript:/i.test(attribute.value);
        if (!((name === 'href' || name === 'src' || name === 'alt') && safeUrl)) child.removeAttribute(attribute.name);
      }
      walk(child);
    }
  };
  const root = doc.body.firstElementChild;
  if (!root) return '';
  walk(root);
  return root.innerHTML;
}
