/**
 * Reduces rich text from the FAQ editor to a safe HTML subset by rebuilding it from allow-listed pieces
 * only: known tags, `href`/`title` on links with http(s), mailto, root-relative or fragment targets, and
 * escaped text. Everything else is escaped (stray `<`) or dropped (unknown tags, every other attribute,
 * comments), and the content of script-like elements is dropped whole. Tags are balanced, so an answer can
 * never leave an element open in the page that shows it. Output never contains a character sequence the
 * browser could read as markup other than what was rebuilt here.
 */
const ALLOWED_TAGS = new Set([
  'p', 'br', 'hr', 'div', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code', 'pre',
  'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'table', 'thead', 'tbody', 'tr', 'th', 'td',
]);
const VOID_TAGS = new Set(['br', 'hr']);
const DROP_WITH_CONTENT = new Set(['script', 'style', 'iframe', 'object', 'embed', 'noscript', 'template', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes', 'plaintext']);
const SAFE_HREF = /^(?:https?:\/\/|mailto:|\/(?!\/)|#)/i;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s>"'=/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>"'`]+))?)*)\s*\/?>/y;
const COMMENT = /<!--[\s\S]*?(?:-->|$)|<![^>]*>?|<\?[^>]*>?/y;
const ATTRIBUTE = /([^\s>"'=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"'`]+)))?/g;

const escapeText = (text: string) => text.replace(/&(?!#?\w{1,32};)/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#39;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Enough entity decoding to see the scheme a browser would see (`&#106;avascript:`). */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|colon|tab|newline|amp|lt|gt|quot|apos);?/gi, (_, entity: string) => {
    const named: Record<string, string> = { colon: ':', tab: '\t', newline: '\n', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16) || 0xfffd);
    if (lower.startsWith('#')) return String.fromCodePoint(Number.parseInt(lower.slice(1), 10) || 0xfffd);
    return named[lower] ?? '';
  });
}

function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const decoded = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  return SAFE_HREF.test(decoded) ? decoded : undefined;
}

function rebuildAttributes(tag: string, source: string): string {
  if (tag !== 'a') return '';
  let out = '';
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    const value = match[2] ?? match[3] ?? match[4] ?? '';
    if (name === 'href') {
      const href = safeHref(value);
      if (href !== undefined) out += ` href="${escapeAttribute(href)}" rel="noopener noreferrer"`;
    } else if (name === 'title') {
      out += ` title="${escapeAttribute(decodeEntities(value))}"`;
    }
  }
  return out;
}

export function sanitizeHtml(input: string): string {
  const open: string[] = [];
  let out = '';
  let text = '';
  let i = 0;
  const flushText = () => {
    out += escapeText(text);
    text = '';
  };
  while (i < input.length) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      text += input.slice(i);
      break;
    }
    text += input.slice(i, lt);
    COMMENT.lastIndex = lt;
    const comment = COMMENT.exec(input);
    if (comment) {
      i = lt + comment[0].length;
      continue;
    }
    TAG.lastIndex = lt;
    const tag = TAG.exec(input);
    if (!tag) {
      text += '<';
      i = lt + 1;
      continue;
    }
    i = lt + tag[0].length;
    const closing = tag[1] === '/';
    const name = tag[2]!.toLowerCase();
    if (!closing && DROP_WITH_CONTENT.has(name)) {
      const end = input.toLowerCase().indexOf(`</${name}`, i);
      i = end === -1 ? input.length : input.indexOf('>', end) === -1 ? input.length : input.indexOf('>', end) + 1;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    flushText();
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop()}>`;
    } else if (VOID_TAGS.has(name)) {
      out += `<${name}>`;
    } else {
      out += `<${name}${rebuildAttributes(name, tag[3] ?? '')}>`;
      open.push(name);
    }
  }
  flushText();
  while (open.length > 0) out += `</${open.pop()}>`;
  return out;
}

/** True when the sanitised HTML shows no text at all (an answer of only `<p><br></p>`). */
export const isBlankHtml = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
