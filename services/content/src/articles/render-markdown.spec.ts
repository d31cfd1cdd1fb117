import { renderMarkdown } from './render-markdown';

describe('renderMarkdown', () => {
  it('renders the Markdown authors use', () => {
    expect(renderMarkdown('## Patch\n\n- **Scroll pity**\n- [Forum](https://example.com)')).toBe(
      '<h2>Patch</h2>\n<ul>\n<li><strong>Scroll pity</strong></li>\n<li><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">Forum</a></li>\n</ul>\n',
    );
  });

  it.each([
    ['a script tag', '<script>alert(1)</script>'],
    ['an event handler', '<img src="x" onerror="alert(1)">'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['an encoded javascript: link', '[click](jav&#x61;script:alert(1))'],
    ['a data: link', '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a javascript: image', '![x](javascript:alert(1))'],
    ['a style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ])('lets no executable content through from %s', (_case, source) => {
    const html = renderMarkdown(source);
    expect(html).not.toMatch(/<(script|iframe|object|embed|style)\b/i);
    expect(html).not.toMatch(/<[^>]+\s(on\w+|style)\s*=/i);
    expect(html).not.toMatch(/<[^>]+\s(href|src)\s*=\s*"\s*(javascript|data|vbscript):/i);
  });

  it('keeps a safe link and image', () => {
    expect(renderMarkdown('![map](https://example.com/map.png)')).toBe(
      '<p><img src="https://example.com/map.png" alt="map" /></p>\n',
    );
  });

  it('keeps hostile text visible as text', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });
});
