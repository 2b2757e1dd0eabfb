import { describe, expect, it } from 'vitest';
import { isBlankHtml, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the editor subset', () => {
    expect(sanitizeHtml('<p>Hello <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><br/>')).toBe('<p>Hello <strong>bold</strong> <em>it</em></p><ul><li>one</li></ul><br>');
  });
  it('drops scripts with their content and event handlers', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">a<script>alert(1)</script>b</p><style>p{}</style>')).toBe('<p>ab</p>');
  });
  it('drops dangerous link targets, keeps safe ones', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\nscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2" target="_top">x</a>')).toBe('<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer">x</a>');
  });
  it('drops unknown tags but keeps their text, escaped', () => {
    expect(sanitizeHtml('<img src=x onerror=alert(1)><svg onload=alert(1)><b>t</b></svg><iframe src="x"></iframe>ok')).toBe('ok');
    expect(sanitizeHtml('<font color="red">red</font>')).toBe('red');
  });
  it('escapes stray markup characters and comments', () => {
    expect(sanitizeHtml('1 < 2 > 0 & <!-- <script>x</script> --> done')).toBe('1 &lt; 2 &gt; 0 &amp;  done');
    expect(sanitizeHtml('<<script>script>alert(1)<</script>/script>')).toBe('&lt;/script&gt;');
  });
  it('balances tags', () => {
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</div>text</p>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a</ul>b')).toBe('<ul><li>a</li></ul>b');
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
