import { excerptOf, htmlToText } from './excerpt';

describe('htmlToText', () => {
  it('drops inline tags without adding spaces and turns block ends into spaces', () => {
    expect(
      htmlToText('<p>the portal to <strong>Maple Island</strong> is open</p><ul><li>one</li><li>two</li></ul>'),
    ).toBe('the portal to Maple Island is open one two');
    expect(htmlToText('<h2>Scrolling</h2><p>Scroll<em>s</em> fail</p>')).toBe('Scrolling Scrolls fail');
  });

  it('decodes entities after removing tags, so escaped markup stays text', () => {
    expect(htmlToText('<p>Free NX &lt;script&gt; &amp; more&nbsp;&#39;now&#x27; &hellip;</p>')).toBe(
      "Free NX <script> & more 'now' …",
    );
  });

  it('leaves unknown or invalid entities alone', () => {
    expect(htmlToText('a &bogus; b &#0; c')).toBe('a &bogus; b &#0; c');
  });

  it('drops the text of script and style elements and comments', () => {
    expect(htmlToText('<p>a</p><script>alert(1)</script><style>p{}</style><!-- hidden --><p>b</p>')).toBe('a b');
  });
});

describe('excerptOf', () => {
  it('keeps a short text whole', () => {
    expect(excerptOf('<p>Short and sweet.</p>')).toBe('Short and sweet.');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const html = `<p>${'word '.repeat(60)}</p>`;
    const excerpt = excerptOf(html, 50);
    expect(excerpt.length).toBeLessThanOrEqual(50);
    expect(excerpt).toMatch(/^(word )+word…$/);
  });

  it('cuts inside a very long word rather than returning almost nothing', () => {
    expect(excerptOf(`<p>${'a'.repeat(100)}</p>`, 20)).toBe(`${'a'.repeat(19)}…`);
  });

  it('does not leave punctuation before the ellipsis', () => {
    expect(excerptOf('<p>One two three, four five six seven</p>', 20)).toBe('One two three…');
  });

  it('leaves headings out, unless there is nothing else', () => {
    expect(excerptOf('<h2>Mu Lung Dojo</h2><p>All 40 floors are open.</p><h3>Skills</h3><p>Capped.</p>')).toBe(
      'All 40 floors are open. Capped.',
    );
    expect(excerptOf('<h1>Only a title</h1>')).toBe('Only a title');
  });

  it('keeps the items of a Markdown list apart', () => {
    expect(excerptOf('<p>This week:</p>\n<ul>\n<li>Zakum fixed</li>\n<li>2x EXP</li>\n</ul>\n<p>See you!</p>')).toBe(
      'This week: Zakum fixed · 2x EXP · See you!',
    );
    expect(excerptOf('<ol><li><p>one</p></li><li>two<ul><li>two b</li></ul></li></ol>')).toBe('one · two two b');
  });

  it('does not end on a separator when the cut falls after an item', () => {
    expect(excerptOf('<ul><li>alpha beta</li><li>gamma delta</li></ul>', 13)).toBe('alpha beta…');
  });

  it('is empty for empty content', () => {
    expect(excerptOf('')).toBe('');
  });
});
