import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 13 §5: link previews show raster images only. The home page, the blog
 * and every post name a 1200x630 PNG (made from the artwork by `npm run build`)
 * in og:image and twitter:image, with its width, height and type.
 */

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

async function checkPreview(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const og = meta(html, 'og:image');
  expect(og, `${path} og:image`).toMatch(/^http:\/\/localhost:\d+\/og\/.+\.png$/);
  expect(meta(html, 'twitter:image'), `${path} twitter:image`).toBe(og);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:image:type')).toBe('image/png');
  expect(meta(html, 'og:image:width')).toBe('1200');
  expect(meta(html, 'og:image:height')).toBe('630');
  expect(meta(html, 'og:image:alt')?.length, `${path} og:image:alt`).toBeGreaterThan(10);
  expect(html).not.toMatch(/<meta (?:property|name)="(?:og|twitter):image" content="[^"]*\.svg"/);

  const image = await request.get(og!);
  expect(image.status(), og).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const png = await image.body();
  expect(png.subarray(0, 8).toString('hex'), `${og} is a PNG`).toBe('89504e470d0a1a0a');
  expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });
  return og!;
}

test('the home page, the blog and each post preview with a 1200x630 PNG', async ({ request }) => {
  expect(await checkPreview(request, '/')).toMatch(/\/og\/hero\.png$/);
  expect(await checkPreview(request, '/blog')).toMatch(/\/og\/blog\/[\w-]+\.png$/);
  const { posts } = (await (await request.get('/api/blog/posts')).json()) as { posts: { slug: string; featured_image: string }[] };
  expect(posts.length).toBeGreaterThan(0);
  for (const p of posts) {
    const og = await checkPreview(request, `/blog/${p.slug}`);
    expect(og).toContain(p.featured_image.replace(/^\/images\//, '/og/').replace(/\.svg$/, '.png'));
  }
});
