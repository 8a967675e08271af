import path from 'node:path';
import { resolver } from './no-import-cycles.js';

/**
 * server-layers (ADR 036): the server's imports run routes -> service -> repo, and across
 * modules only to the other module's service.
 *
 * What a file is comes from where it lives and what it is called:
 * - `src/server/modules/<module>/...`: `routes.ts` or `*-routes.ts` are routes (Fastify plugins);
 *   `repo.ts` or `*-repo.ts` are repos (the only files that build SQL, see sql-in-repos.js);
 *   `service.ts` is the module's public service; every other file (mails, mapping, the parts a
 *   service is split into) is the module's inside.
 * - `src/server/lib`, `src/server/providers` and `src/server/db` are the base the modules are
 *   built on.
 *
 * Rules, each reported on the import:
 * 1. the base never imports a module (a module depends on lib, never the reverse);
 * 2. a routes file never imports a repo: it asks the service;
 * 3. a repo never imports a service or routes file (nor the wiring, services.ts / app.ts);
 * 4. a file of one module imports another module only through that module's `service.ts`
 *    (types included: `import type` ties two modules together just the same).
 * `modules/index.ts`, the list of every module's routes, is the one file that imports routes
 * across modules. Exceptions are named in the rule's options, each with its reason:
 * `{ allow: [{ from, to, reason }] }` (paths relative to the project).
 */

const SOURCE = /\.(ts|tsx|mts|cts)$/;

/** The role of a file of src/server, from its path relative to the project (posix separators). */
export function roleOf(rel) {
  const inModule = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(rel);
  if (inModule) {
    const base = path.posix.basename(inModule[2]).replace(SOURCE, '');
    const kind = /(^|-)routes$/.test(base) ? 'routes' : /(^|-)repo$/.test(base) ? 'repo' : base === 'service' ? 'service' : 'inside';
    return { module: inModule[1], kind };
  }
  if (/^src\/server\/modules\/[^/]+$/.test(rel)) return { module: null, kind: 'registry' };
  const base = /^src\/server\/(lib|providers|db)\//.exec(rel);
  if (base) return { module: null, kind: 'base', layer: base[1] };
  if (/^src\/server\/(services|app)\.ts$/.test(rel)) return { module: null, kind: 'wiring' };
  return { module: null, kind: 'other' };
}

/** Why importing `to` from `from` (both roles) breaks a rule, or null. */
export function violation(from, to, toRel) {
  if (from.kind === 'base' && toRel.startsWith('src/server/modules/')) {
    return `src/server/${from.layer} is below the modules: it never imports ${toRel} (ADR 036).`;
  }
  if (from.kind === 'routes' && to.kind === 'repo') {
    return `Routes ask the service, never a repo: ${toRel} (routes -> service -> repo, ADR 036).`;
  }
  if (from.kind === 'repo' && (to.kind === 'service' || to.kind === 'routes' || to.kind === 'wiring')) {
    return `A repo builds queries only: it never imports a service or routes, here ${toRel} (routes -> service -> repo, ADR 036).`;
  }
  if (from.module && to.module && from.module !== to.module && to.kind !== 'service') {
    return `Module ${from.module} reaches module ${to.module} only through its service (modules/${to.module}/service.ts), not ${toRel} (ADR 008, 036).`;
  }
  return null;
}

const resolvers = new Map();

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Server imports run routes -> service -> repo; lib, providers and db never import modules; modules meet through services (ADR 036).' },
    schema: [
      {
        type: 'object',
        properties: {
          allow: {
            type: 'array',
            items: {
              type: 'object',
              properties: { from: { type: 'string' }, to: { type: 'string' }, reason: { type: 'string', minLength: 1 } },
              required: ['from', 'to', 'reason'],
              additionalProperties: false,
            },
          },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const rootDir = context.cwd;
    const file = context.physicalFilename;
    const rel = path.relative(rootDir, file).split(path.sep).join('/');
    if (!rel.startsWith('src/server/') || !SOURCE.test(rel)) return {};
    const from = roleOf(rel);
    if (from.kind === 'other' || from.kind === 'wiring' || from.kind === 'registry') return {};

    let resolve = resolvers.get(rootDir);
    if (!resolve) resolvers.set(rootDir, (resolve = resolver(rootDir)));
    const allowed = new Set((context.options[0]?.allow ?? []).map((a) => `${a.from}\0${a.to}`));

    function check(source) {
      if (!source || typeof source.value !== 'string') return;
      const target = resolve(source.value, file);
      if (!target) return;
      const toRel = path.relative(rootDir, target).split(path.sep).join('/');
      if (!toRel.startsWith('src/server/')) return;
      const message = violation(from, roleOf(toRel), toRel);
      if (message && !allowed.has(`${rel}\0${toRel}`)) context.report({ node: source, message });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
      TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    };
  },
};
