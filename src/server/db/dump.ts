import { sql, type Kysely } from 'kysely';
import type { DB } from './types.js';

/**
 * A portable logical dump (JSON): the same file restores into PGlite or
 * PostgreSQL. Tables are listed from the live schema in foreign-key order.
 */
export interface Dump {
  format: 'maison-voyage-dump';
  version: 1;
  createdAt: string;
  migrations: string[];
  sequences: Record<string, number>;
  tables: Record<string, Record<string, unknown>[]>;
}

type AnyDb = Kysely<DB>;

/** Live sessions and one-time tokens stay out of backups: a restore signs everybody out. */
const NOT_DUMPED = new Set(['auth_sessions', 'auth_verifications']);
/**
 * The installation's own secrets (the session-signing one, ADR 023) belong to the database, not
 * to its content: never written to a backup file, never replaced by a restore.
 */
const INSTANCE_TABLES = new Set(['instance_secrets']);

async function tablesInOrder(db: AnyDb): Promise<string[]> {
  const tables = (
    await sql<{ name: string }>`
      select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'schema_migrations'
      order by table_name`.execute(db)
  ).rows.map((r) => r.name);
  const deps = (
    await sql<{ child: string; parent: string }>`
      select tc.table_name as child, ccu.table_name as parent
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`.execute(db)
  ).rows;
  const ordered: string[] = [];
  const visit = (t: string, seen: Set<string>) => {
    if (ordered.includes(t) || seen.has(t)) return;
    seen.add(t);
    for (const d of deps) if (d.child === t && d.parent !== t) visit(d.parent, seen);
    ordered.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return ordered.filter((t) => !INSTANCE_TABLES.has(t));
}

async function jsonColumns(db: AnyDb, table: string): Promise<Set<string>> {
  const r = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and data_type in ('json', 'jsonb')`.execute(db);
  return new Set(r.rows.map((x) => x.column_name));
}

export async function exportDump(db: AnyDb): Promise<Dump> {
  const tables: Dump['tables'] = {};
  for (const t of await tablesInOrder(db)) {
    if (NOT_DUMPED.has(t)) continue;
    tables[t] = (await sql<Record<string, unknown>>`select * from ${sql.table(t)}`.execute(db)).rows;
  }
  const seqs = await sql<{ name: string }>`
    select sequence_name as name from information_schema.sequences where sequence_schema = 'public'`.execute(db);
  const sequences: Record<string, number> = {};
  for (const s of seqs.rows) {
    const v = await sql<{ last_value: number | string }>`select last_value from ${sql.table(s.name)}`.execute(db);
    sequences[s.name] = Number(v.rows[0]?.last_value ?? 1);
  }
  const migrations = (await sql<{ version: string }>`select version from schema_migrations order by version`.execute(db)).rows.map(
    (r) => r.version,
  );
  return { format: 'maison-voyage-dump', version: 1, createdAt: new Date().toISOString(), migrations, sequences, tables };
}

/** Replaces every row with the dump's, in one transaction. The schema must already be migrated. */
export async function importDump(db: AnyDb, dump: Dump): Promise<{ rows: number }> {
  if (dump.format !== 'maison-voyage-dump' || dump.version !== 1) throw new Error('Not a Maison Voyage dump file');
  const current = (await sql<{ version: string }>`select version from schema_migrations`.execute(db)).rows.map((r) => r.version);
  const unknown = dump.migrations.filter((m) => !current.includes(m));
  if (unknown.length) throw new Error(`The dump comes from a newer version (migrations ${unknown.join(', ')}); upgrade first`);
  let count = 0;
  await db.transaction().execute(async (tx) => {
    const order = await tablesInOrder(tx);
    await sql.raw(`truncate ${order.map((t) => `"${t}"`).join(', ')} cascade`).execute(tx);
    for (const t of order) {
      const rows = dump.tables[t] ?? [];
      if (!rows.length) continue;
      const json = await jsonColumns(tx, t);
      for (let i = 0; i < rows.length; i += 500) {
        const batch = rows.slice(i, i + 500).map((row) => {
          const out: Record<string, unknown> = {};
          for (const [k, v] of Object.entries(row)) out[k] = json.has(k) && v !== null ? JSON.stringify(v) : v;
          return out;
        });
        await tx.insertInto(t as keyof DB).values(batch as never).execute();
        count += batch.length;
      }
    }
    for (const [name, value] of Object.entries(dump.sequences)) {
      await sql`select setval(${name}, ${value})`.execute(tx);
    }
  });
  return { rows: count };
}
