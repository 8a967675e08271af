import { describe, expect, it } from 'vitest';
import { formatContent, renderContent, sanitizeContent } from './content';

describe('formatContent', () => {
  it('makes paragraphs of blank-line blocks and line breaks of single newlines', () => {
    expect(formatContent('Un.\nDeux.\n\nTrois.')).toBe('<p>Un.<br />Deux.</p>\n<p>Trois.</p>');
  });

  it('keeps HTML blocks as they are', () => {
    expect(formatContent('Intro.\n\n<h2>Jour 1</h2>\n\n<ul><li>a</li></ul>')).toBe(
      '<p>Intro.</p>\n<h2>Jour 1</h2>\n<ul><li>a</li></ul>',
    );
  });

  it('handles Windows newlines and surrounding blank lines', () => {
    expect(formatContent('\r\n\r\nA\r\nB\r\n\r\n')).toBe('<p>A<br />B</p>');
  });
});

describe('sanitizeContent', () => {
  it('removes scripts, styles and iframes with their content', () => {
    const out = sanitizeContent('<p>ok</p><script>alert(1)</script><style>p{}</style><iframe src="https://x"></iframe>');
    expect(out).toBe('<p>ok</p>');
  });

  it('removes event-handler attributes', () => {
    const out = sanitizeContent('<p onclick="alert(1)">a</p><img src="/images/a.svg" onerror="alert(1)" alt="x" />');
    expect(out).not.toMatch(/onclick|onerror|alert/);
    expect(out).toContain('<p>a</p>');
    expect(out).toContain('src="/images/a.svg"');
  });

  it('drops javascript: and data: URLs and protocol-relative images', () => {
    const out = sanitizeContent(
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><img src="data:image/png;base64,AA" /><img src="//evil.test/a.png" /><img src="http://insecure.test/a.png" />',
    );
    expect(out).not.toMatch(/javascript|data:|evil|insecure/i);
    expect(out).not.toContain('<img');
  });

  it('keeps safe links with rel noopener, and https or relative images', () => {
    const out = sanitizeContent(
      '<a href="https://example.com" target="_blank">e</a> <a href="mailto:contact@example.com">m</a><img src="https://cdn.example.com/a.jpg" alt="A" />',
    );
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer">e</a>');
    expect(out).toContain('href="mailto:contact@example.com"');
    expect(out).toContain('src="https://cdn.example.com/a.jpg"');
    expect(out).toContain('loading="lazy"');
  });

  it('keeps the allowed formatting tags and turns h1 into h2', () => {
    const html = '<h1>T</h1><h3>s</h3><p><strong>b</strong> <em>i</em><br /></p><ol><li>1</li></ol><blockquote>q</blockquote>';
    expect(sanitizeContent(html)).toBe('<h2>T</h2><h3>s</h3><p><strong>b</strong> <em>i</em><br /></p><ol><li>1</li></ol><blockquote>q</blockquote>');
  });

  it('strips unknown tags but keeps their text, and escapes stray markup', () => {
    expect(sanitizeContent('<div class="x"><span style="color:red">texte</span></div>')).toBe('texte');
    expect(sanitizeContent('<p>1 < 2 & 3</p>')).toBe('<p>1 &lt; 2 &amp; 3</p>');
  });
});

describe('renderContent', () => {
  it('keeps French punctuation on the line of its word', () => {
    expect(renderContent('Jour 1 : le Colisée')).toBe('<p>Jour 1\u00a0: le Colisée</p>');
  });

  it('formats then sanitises', () => {
    expect(renderContent('Bonjour <img src=x onerror=alert(1)>\n\n<script>x</script>Fin')).toBe(
      '<p>Bonjour <img src="x" loading="lazy" decoding="async" alt="" /></p>\n<p>Fin</p>',
    );
  });
});
