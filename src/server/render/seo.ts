import type { FastifyInstance } from 'fastify';

/**
 * /sitemap.xml (home, blog, every published post with its last change) and
 * /robots.txt pointing at it (issue 3 §4). Pages, not API: no access policy.
 */

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const day = (iso: string) => iso.slice(0, 10);

export async function sitemapXml(app: FastifyInstance): Promise<string> {
  const origin = app.ctx.config.publicUrl.replace(/\/$/, '');
  const posts = await app.ctx.services.blog.sitemap();
  const newest = posts.reduce<string | undefined>((max, p) => (!max || p.lastmod > max ? p.lastmod : max), undefined);
  const urls: { loc: string; lastmod?: string; changefreq: string; priority: string }[] = [
    { loc: `${origin}/`, changefreq: 'weekly', priority: '1.0' },
    { loc: `${origin}/blog`, lastmod: newest && day(newest), changefreq: 'weekly', priority: '0.8' },
    ...posts.map((p) => ({
      loc: `${origin}/blog/${encodeURIComponent(p.slug)}`,
      lastmod: day(p.lastmod),
      changefreq: 'monthly',
      priority: '0.6',
    })),
  ];
  const body = urls
    .map(
      (u) =>
        `  <url>\n    <loc>${xmlEscape(u.loc)}</loc>\n` +
        (u.lastmod ? `    <lastmod>${u.lastmod}</lastmod>\n` : '') +
        `    <changefreq>${u.changefreq}</changefreq>\n    <priority>${u.priority}</priority>\n  </url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  const origin = publicUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /account',
    'Disallow: /billing',
    'Disallow: /activity-summary',
    'Disallow: /itinerary',
    'Disallow: /login',
    'Disallow: /reset-password',
    'Disallow: /backoffice',
    'Disallow: /shared/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export default async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(await sitemapXml(app));
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=86400');
    return reply.type('text/plain; charset=utf-8').send(robotsTxt(app.ctx.config.publicUrl));
  });
}
