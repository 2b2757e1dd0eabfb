import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps what the rich-text editor produces', () => {
    const editorHtml =
      '<h2>Title</h2><p>Hello <strong>bold</strong> <em>it</em> <s>old</s> <code>x</code></p><ul><li><p>one</p></li></ul><pre><code>a &lt; b</code></pre><blockquote><p>q</p></blockquote>';
    expect(sanitizeHtml(editorHtml)).toBe(editorHtml);
  });

  it('strips a <script> payload with its content, and event handlers', () => {
    const cleaned = sanitizeHtml('<p onclick="alert(1)">a<script>alert(1)</script>b</p><style>p{}</style>');
    expect(cleaned).toBe('<p>ab</p>');
  });

  it('strips an <img onerror> payload and other active elements', () => {
    const cleaned = sanitizeHtml('<img src=x onerror=alert(1)><svg onload=alert(1)><b>t</b></svg><iframe src="x"></iframe>ok');
    expect(cleaned).not.toMatch(/onerror|onload|<img|<svg|<iframe|alert/i);
    expect(cleaned).toBe('ok');
  });

  it('drops dangerous link targets and keeps safe ones', () => {
    for (const href of ['javascript:alert(1)', '&#106;avascript:alert(1)', 'java\nscript:alert(1)', '//evil.example', 'data:text/html,x'])
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_top">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/help#faq">x</a>')).toBe('<a href="/help#faq" rel="noopener noreferrer">x</a>');
  });

  it('drops unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<font color="red">red</font> 1 < 2 & 3')).toBe('red 1 &lt; 2 &amp; 3');
  });

  it('balances tags so an answer cannot leave an element open', () => {
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
  });

  it('is idempotent', () => {
    const once = sanitizeHtml('<p>a <a href="/help#x" title="t&quot;">l</a> & b <script>x</script></p>');
    expect(sanitizeHtml(once)).toBe(once);
  });

  it('knows a blank answer', () => {
    expect(isBlankHtml('<p><br></p>&nbsp;')).toBe(true);
    expect(isBlankHtml('<p>x</p>')).toBe(false);
  });
});
