import { describe, expect, it } from 'vitest';
import { samplesOf } from './lint-samples.js';

/** The project's own configuration (eslint.config.js) on SQL written in and out of repo files (ADR 036). */
const { messages: sqlProblems } = samplesOf('server/sql-in-repos');

const SAMPLES = {
  select: "export const f = (db) => db.selectFrom('trips').selectAll().execute();\n",
  insert: "export const f = (tx) => tx.insertInto('trip_changes').values({}).execute();\n",
  update: "export const f = (db) => db.updateTable('trips').set({}).execute();\n",
  remove: "export const f = (db) => db.deleteFrom('trips').execute();\n",
  raw: "import { sql } from 'kysely';\nexport const f = (db) => sql`select 1`.execute(db);\n",
};

describe('SQL only in repo files', () => {
  for (const [name, source] of Object.entries(SAMPLES)) {
    it(`refuses ${name} in a service, a route, another module file, lib and providers`, async () => {
      for (const file of [
        'src/server/modules/billing/service.ts',
        'src/server/modules/billing/routes.ts',
        'src/server/modules/accounts/account-settings.ts',
        'src/server/lib/x.ts',
        'src/server/providers/x/y.ts',
        'src/server/app.ts',
      ]) {
        expect((await sqlProblems(file, source)).join('\n'), file).toMatch(/repo file|module's repo/);
      }
    });

    it(`accepts ${name} in repo.ts, *-repo.ts and the database layer`, async () => {
      for (const file of ['src/server/modules/billing/repo.ts', 'src/server/modules/trips/detail-repo.ts', 'src/server/lib/rate-limit-repo.ts', 'src/server/db/migrate.ts', 'src/server/db/seed/index.ts']) {
        expect(await sqlProblems(file, source), file).toEqual([]);
      }
    });
  }

  it('leaves transactions, type imports and look-alike names alone', async () => {
    const source =
      "import type { Kysely, RawBuilder } from 'kysely';\nimport { type sql as Sql } from 'kysely';\n" +
      'export const f = (db: Kysely<never>, repo: { deleteFromTrash(id: string): Promise<void> }) =>\n' +
      "  db.transaction().execute(async () => repo.deleteFromTrash('x'));\nexport type R = RawBuilder<unknown> | typeof Sql;\n";
    expect(await sqlProblems('src/server/modules/trips/service.ts', source)).toEqual([]);
  });
});
