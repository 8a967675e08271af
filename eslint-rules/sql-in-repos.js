import path from 'node:path';

/**
 * sql-in-repos (ADR 036): SQL is built in repo files only, `repo.ts` or `<name>-repo.ts`.
 *
 * Reported anywhere else the rule is enabled:
 * - a call of a Kysely query builder: `selectFrom`, `selectNoFrom`, `insertInto`, `replaceInto`,
 *   `updateTable`, `deleteFrom`, `mergeInto` (on a database, a transaction or anything else:
 *   the names are Kysely's and nothing else of ours uses them);
 * - Kysely's `sql` (raw SQL: `sql\`...\``, `sql.raw`, `sql.ref` ...) imported from 'kysely'.
 * A service may still open a transaction (`db.transaction()`) and hand it to its repos: that is
 * the unit of work, not a query. The database layer itself (migrations, connection, seed, dump)
 * and the SQL helpers of `lib/sql.ts` are left out of the rule in eslint.config.js.
 */

export const QUERY_BUILDERS = new Set(['selectFrom', 'selectNoFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** Whether a file's name makes it a repo (posix or native path). */
export const isRepoFile = (file) => /(^|-)repo\.(ts|tsx|mts|cts)$/.test(path.basename(file));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Kysely query building and raw sql only in repo files (repo.ts, *-repo.ts) (ADR 036).' },
    schema: [],
    messages: {
      builder: "`{{name}}` builds SQL: move the query into the module's repo (repo.ts or *-repo.ts) and call it from here (ADR 036).",
      raw: "Kysely's `sql` is SQL: write it in a repo file (repo.ts or *-repo.ts) (ADR 036).",
    },
  },
  create(context) {
    if (isRepoFile(context.physicalFilename)) return {};
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        if (QUERY_BUILDERS.has(callee.property.name)) {
          context.report({ node: callee.property, messageId: 'builder', data: { name: callee.property.name } });
        }
      },
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.importKind !== 'type' && spec.imported.type === 'Identifier' && spec.imported.name === 'sql') {
            context.report({ node: spec, messageId: 'raw' });
          }
        }
      },
    };
  },
};
