import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RenderArgs, RenderResult } from '#web/entry-server.js';
import { createPublicData } from './public-data.js';

export interface WebRenderer {
  /** CSP directives for helmet; undefined in development (Vite injects inline scripts). */
  csp?: Record<string, string[]>;
  register(app: FastifyInstance): Promise<void>;
  close?(): Promise<void>;
}

type EntryServer = { render(args: RenderArgs): Promise<RenderResult> };

/**
 * The HTML templates of a page. `app` is index.html as built: it loads the
 * signed-in app (src/web/main.tsx, React Router). `public` is the same page
 * loading the public pages' entry instead (src/web/public-main.tsx, no
 * router, ADR 003).
 */
interface Templates {
  app: string;
  public: string;
}

const ROOT = process.cwd();

/** The inline theme boot script of index.html, allowed by its hash and nothing else inline. */
export function themeScriptHash(html: string): string {
  const m = html.match(/<script>([\s\S]*?)<\/script>/);
  if (!m) throw new Error('index.html has no inline theme boot script');
  return `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`;
}

export function cspDirectives(scriptHash: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", scriptHash],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The client app's service worker and web manifest (ADR 033), from our origin only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/** Escapes JSON for a <script type="application/json"> block. */
function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** The parts of dist/client/.vite/manifest.json read here. */
export type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

const PUBLIC_ENTRY = 'src/web/public-main.tsx';
const PUBLIC_ENTRY_SLOT = '<!--public-entry-->';

/** The chunk files and stylesheets of `keys` and of everything they import statically. */
function staticClosure(manifest: Manifest, keys: string[], files = new Set<string>(), css = new Set<string>()) {
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const c of chunk.css ?? []) css.add(c);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return { files, css };
}

/**
 * Built index.html -> the public pages' template: the app entry's script, its
 * modulepreloads and stylesheet links are taken out; the public entry's are
 * put in their place (one stylesheet: both entries import src/web/styles.css).
 *
 * Nothing else is preloaded (issue 13 §13): the page is rendered by the server,
 * so the stylesheet, the fonts and the hero image get the connection first and
 * the page paints; then the small entry loads React and the page's chunk (the
 * bundler's preload helper fetches their imports together) and hydrates.
 */
export function publicTemplate(template: string, manifest: Manifest): string {
  const entry = manifest[PUBLIC_ENTRY];
  if (!entry) throw new Error(`The web build has no ${PUBLIC_ENTRY} entry: run npm run build`);
  const appScript = /<script\b[^>]*\btype="module"[^>]*\bsrc="[^"]*"[^>]*><\/script>/;
  if (!appScript.test(template)) throw new Error('The built index.html has no module script to replace');
  const stripped = template
    .replace(appScript, PUBLIC_ENTRY_SLOT)
    .replace(/[ \t]*<link\b[^>]*\brel="(?:modulepreload|stylesheet)"[^>]*>\n?/g, '');
  const { files, css } = staticClosure(manifest, [PUBLIC_ENTRY]);
  const tags = [
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...[...files].filter((f) => f !== entry.file).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ];
  return stripped.replace(PUBLIC_ENTRY_SLOT, () => tags.join('\n    '));
}

function assemble(template: string, result: Extract<RenderResult, { type: 'html' }>): string {
  const data =
    result.hydration === null
      ? ''
      : `<script type="application/json" id="__rr_data">${safeJson(result.hydration)}</script>`;
  return template
    .replace('<html lang="en"', `<html lang="${result.lang}"`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    // Replacer functions: page text may contain $& or $' that a replacement string would expand.
    .replace('<!--app-head-->', () => result.head)
    .replace('<!--app-html-->', () => result.body)
    .replace('<!--app-data-->', () => data);
}

async function renderPage(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<{ templates: Templates; entry: EntryServer }>,
) {
  const { templates, entry } = await load();
  const app = request.server;
  const origin = app.ctx.config.publicUrl;
  const result = await entry.render({
    url: request.url,
    origin,
    data: createPublicData(app.ctx.services, origin),
  });
  if (result.type === 'redirect') return reply.redirect(result.location, result.status);
  reply.header('cache-control', result.status === 200 && result.hydration !== null ? 'public, max-age=0, must-revalidate' : 'no-store');
  reply.status(result.status).type('text/html; charset=utf-8');
  const template = result.entry === 'public' ? templates.public : templates.app;
  return sendCompressed(request, reply, assemble(template, result));
}

/**
 * Pages are rendered from the not-found handler, which @fastify/compress does
 * not hook, so the HTML is compressed here (brotli, else gzip).
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding');
  if (html.length < 1024) return reply.send(html);
  if (/\bbr\b/.test(accepts)) {
    const body = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(gzipSync(html, { level: 6 }));
  return reply.send(html);
}

function isPageRequest(request: FastifyRequest) {
  return (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api/');
}

function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } });
}

/** Production: built client in dist/client, SSR bundle in dist/server. */
export async function createProductionRenderer(distDir = path.join(ROOT, 'dist')): Promise<WebRenderer> {
  const clientDir = path.join(distDir, 'client');
  const templatePath = path.join(clientDir, 'index.html');
  if (!existsSync(templatePath)) throw new Error(`No web build at ${clientDir}: run npm run build`);
  const template = readFileSync(templatePath, 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const templates: Templates = { app: template, public: publicTemplate(template, manifest) };
  const entry = (await import(path.join(distDir, 'server', 'entry-server.js'))) as EntryServer;
  return {
    csp: cspDirectives(themeScriptHash(template)),
    async register(app) {
      const fastifyStatic = (await import('@fastify/static')).default;
      await app.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        wildcard: false,
        index: false,
        serveDotFiles: false,
        allowedPath: (p) => p !== '/index.html',
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          // The service worker is checked for an update on every visit (ADR 033).
          if (path.basename(filePath) === 'sw.js') res.header('cache-control', 'no-cache');
          else res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
        },
      });
      app.setNotFoundHandler((request, reply) =>
        isPageRequest(request) ? renderPage(request, reply, async () => ({ templates, entry })) : apiNotFound(request, reply),
      );
    },
  };
}

/**
 * The two page templates in development, from the source index.html. Vite serves the sources, so
 * only the entry's script differs (no preloads needed). The public entry is put in before Vite
 * transforms the page: after a hot update Vite adds `?t=<time>` to the entry's src, so the
 * transformed page cannot be matched against the source's script tag.
 */
export async function devTemplates(raw: string, transform: (html: string) => Promise<string>): Promise<Templates> {
  const publicRaw = raw.replace('src="/src/web/main.tsx"', 'src="/src/web/public-main.tsx"');
  if (publicRaw === raw) throw new Error('index.html no longer loads /src/web/main.tsx');
  const [app, publicHtml] = await Promise.all([transform(raw), transform(publicRaw)]);
  return { app, public: publicHtml };
}

/** Development: Vite in middleware mode with hot reload; SSR modules loaded on each request. */
export async function createDevRenderer(): Promise<WebRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    async register(app) {
      const middie = (await import('@fastify/middie')).default;
      await app.register(middie);
      app.use((req, res, next) => (req.url?.startsWith('/api/') ? next() : vite.middlewares(req, res, next)));
      app.setNotFoundHandler((request, reply) =>
        isPageRequest(request)
          ? renderPage(request, reply, async () => {
              const raw = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
              const templates = await devTemplates(raw, (html) => vite.transformIndexHtml(request.url, html));
              const entry = (await vite.ssrLoadModule('/src/web/entry-server.tsx')) as EntryServer;
              return { templates, entry };
            })
          : apiNotFound(request, reply),
      );
    },
    close: () => vite.close(),
  };
}
