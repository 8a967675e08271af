import { describe, expect, it } from 'vitest';
import { devTemplates, publicTemplate, type Manifest } from './web';

/** A built index.html as Vite writes it (app entry, its preloads, one stylesheet). */
const BUILT = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="/images/logo-mark.svg" type="image/svg+xml" />
    <script>theme()</script>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-B.js">
    <link rel="modulepreload" crossorigin href="/assets/seo-C.js">
    <link rel="stylesheet" crossorigin href="/assets/styles-D.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>`;

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_react-dom-B.js', '_seo-C.js', '_styles-E.js'] },
  'src/web/public-main.tsx': { file: 'assets/public-F.js', imports: ['_react-dom-B.js', '_styles-E.js'] },
  '_react-dom-B.js': { file: 'assets/react-dom-B.js' },
  '_seo-C.js': { file: 'assets/seo-C.js' },
  '_styles-E.js': { file: 'assets/styles-E.js', imports: ['_react-dom-B.js'], css: ['assets/styles-D.css'] },
  'src/web/features/home/components/home-page.tsx': { file: 'assets/home-page-G.js', imports: ['_react-dom-B.js', '_button-H.js'] },
  '_button-H.js': { file: 'assets/button-H.js' },
};

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('publicTemplate', () => {
  const html = publicTemplate(BUILT, MANIFEST);

  it('loads the public entry instead of the app, with its preloads and one stylesheet', () => {
    expect(html).toContain('<script type="module" crossorigin src="/assets/public-F.js"></script>');
    expect(html).not.toContain('index-A.js');
    expect(html).not.toContain('seo-C.js');
    expect(count(html, /<script type="module"/g)).toBe(1);
    expect(count(html, /rel="stylesheet"/g)).toBe(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/styles-D.css">');
    expect(count(html, /rel="modulepreload"/g)).toBe(2);
    expect(html).toContain('href="/assets/react-dom-B.js"');
    expect(html).toContain('href="/assets/styles-E.js"');
    // The rest of the template is untouched (the theme script keeps its CSP hash).
    expect(html).toContain('<script>theme()</script>');
    expect(html).toContain('<link rel="icon" href="/images/logo-mark.svg" type="image/svg+xml" />');
    expect(html).toContain('<!--app-head-->');
  });

  it("preloads nothing the page does not need to paint: its chunk and React come after (issue 13 §13)", () => {
    expect(html).not.toContain('home-page-G.js');
    expect(html).not.toContain('button-H.js');
    expect(count(html, /rel="stylesheet"/g)).toBe(1);
  });

  it('refuses a build without the public entry', () => {
    const { 'src/web/public-main.tsx': _, ...rest } = MANIFEST;
    expect(() => publicTemplate(BUILT, rest)).toThrow(/public-main/);
  });
});

describe('devTemplates (npm run dev)', () => {
  const SOURCE = `<html><head><script>theme()</script></head><body><div id="root"><!--app-html--></div>
    <script type="module" src="/src/web/main.tsx"></script></body></html>`;
  /** What Vite's transformIndexHtml does to the entry after a hot update: a timestamp query. */
  const afterHotUpdate = async (html: string) => html.replace(/src="(\/src\/web\/[\w-]+\.tsx)"/, 'src="$1?t=1795720150000"');

  it('loads the public entry in the public template, also after a hot update', async () => {
    for (const transform of [async (html: string) => html, afterHotUpdate]) {
      const t = await devTemplates(SOURCE, transform);
      expect(t.app).toMatch(/src="\/src\/web\/main\.tsx(\?t=\d+)?"/);
      expect(t.public).toMatch(/src="\/src\/web\/public-main\.tsx(\?t=\d+)?"/);
      expect(t.public).not.toContain('/src/web/main.tsx');
    }
  });

  it('says so when index.html no longer loads the app entry', async () => {
    await expect(devTemplates('<html></html>', async (html) => html)).rejects.toThrow('index.html no longer loads /src/web/main.tsx');
  });
});
