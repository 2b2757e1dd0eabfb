import sanitize from 'sanitize-html';

/**
 * Reduces rich text from the FAQ editor to a safe HTML subset before it is stored. The parsing is left to
 * sanitize-html (htmlparser2 underneath, widely used and maintained) rather than our own tokenizer:
 * browsers' HTML parsing has too many corner cases for a hand-written allow-list to be trusted with the
 * markup every visitor of the help panel renders.
 *
 * Kept: the editor's formatting tags, `href`/`title` on links with http(s), mailto, root-relative or
 * fragment targets. Dropped: every other tag (its text stays, escaped), every other attribute (event
 * handlers, styles), comments, and the whole content of script-like elements.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'div',
    'span',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  // Protocol-relative links (`//evil.example`) would leave the site under a harmless-looking href.
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'title',
    'svg',
    'math',
    'xmp',
    'noembed',
    'noframes',
  ],
};

/** Run over already-clean HTML, where an `href` left on a link is one that passed the scheme check. */
const linkRelOptions: sanitize.IOptions = {
  ...options,
  transformTags: {
    a: (tagName, { rel: _rel, ...attribs }) => ({
      tagName,
      attribs: attribs.href ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeHtml(input: string): string {
  return sanitize(sanitize(input, options), linkRelOptions);
}

/** True when the sanitised HTML shows no text at all (an answer of only `<p><br></p>`). */
export const isBlankHtml = (html: string): boolean => html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';
