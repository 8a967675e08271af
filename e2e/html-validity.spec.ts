import { expect, test, type APIRequestContext } from '@playwright/test';
import { HtmlValidate, type ConfigData } from 'html-validate';

/**
 * Issue 23: every public page is valid HTML as the server sends it, and its structured data
 * meets Google's rules for the kinds it declares (ADR 024). The pages are the sitemap's (home,
 * blog, every published post), a filtered blog list, the not-found page and the sign-in shells.
 *
 * The validator runs the rules of the HTML standard and of a whole document (the checks the Nu
 * HTML checker makes, without Java); subresource integrity is for third-party files and ours are
 * all same-origin, so that rule is off.
 */
const VALIDATOR_CONFIG: ConfigData = {
  extends: ['html-validate:standard', 'html-validate:document'],
  rules: { 'require-sri': 'off' },
};

function htmlValidator(): HtmlValidate {
  return new HtmlValidate(VALIDATOR_CONFIG);
}

async function publicPages(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  const fromSitemap = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(fromSitemap.filter((p) => p.startsWith('/blog/')).length).toBeGreaterThanOrEqual(6);
  return [...fromSitemap, '/blog?category=Rome', '/page-introuvable', '/login', '/backoffice/login'];
}

test('every public page has no HTML error and no warning', async ({ request }) => {
  const validator = htmlValidator();
  const problems: string[] = [];
  for (const path of await publicPages(request)) {
    const html = await (await request.get(path)).text();
    const report = await validator.validateString(html, path);
    for (const r of report.results) for (const m of r.messages) problems.push(`${path} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
  }
  expect(problems).toEqual([]);
});

type Ld = Record<string, unknown>;

/** What Google's structured-data rules require of the kinds our pages declare (absolute URLs included). */
function structuredDataProblems(ld: Ld, where: string): string[] {
  const out: string[] = [];
  const need = (key: string, ok: (v: unknown) => boolean = (v) => v !== undefined && v !== '') => {
    if (!ok(ld[key])) out.push(`${where}: ${String(ld['@type'])} needs ${key}`);
  };
  const absolute = (v: unknown) => typeof v === 'string' && /^https?:\/\//.test(v);
  const date = (v: unknown) => typeof v === 'string' && !Number.isNaN(Date.parse(v));
  if (ld['@context'] !== undefined && ld['@context'] !== 'https://schema.org') out.push(`${where}: @context`);
  switch (ld['@type']) {
    case 'Organization':
      need('name');
      need('url', absolute);
      need('logo', absolute);
      break;
    case 'BlogPosting':
      need('headline', (v) => typeof v === 'string' && v.length > 0 && v.length <= 110);
      need('image', (v) => (Array.isArray(v) ? v.every(absolute) && v.length > 0 : absolute(v)));
      need('datePublished', date);
      need('dateModified', (v) => date(v) && Date.parse(v as string) >= Date.parse(ld.datePublished as string));
      need('author', (v) => typeof v === 'object' && v !== null && typeof (v as Ld).name === 'string');
      break;
    case 'BreadcrumbList': {
      const items = (ld.itemListElement as Ld[] | undefined) ?? [];
      if (!items.length) out.push(`${where}: BreadcrumbList needs itemListElement`);
      items.forEach((item, i) => {
        if (item.position !== i + 1 || typeof item.name !== 'string' || (i < items.length - 1 && !absolute(item.item))) {
          out.push(`${where}: breadcrumb ${i + 1}`);
        }
      });
      break;
    }
    case 'Blog':
      need('name');
      need('url', absolute);
      break;
    default:
      // A local business (TravelAgency...) needs an address and a telephone we do not publish.
      out.push(`${where}: unexpected type ${String(ld['@type'])}`);
  }
  return out;
}

test("every public page's structured data meets Google's rules for its kinds", async ({ request }) => {
  const problems: string[] = [];
  const types = new Set<string>();
  for (const path of await publicPages(request)) {
    const html = await (await request.get(path)).text();
    for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const ld = JSON.parse(json!) as Ld;
      types.add(String(ld['@type']));
      problems.push(...structuredDataProblems(ld, path));
    }
  }
  expect(problems).toEqual([]);
  expect([...types].sort()).toEqual(['Blog', 'BlogPosting', 'BreadcrumbList', 'Organization']);
});
