import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '#server/db/owners.js';

/**
 * One writing owner per table (issue 18, ADR 036): every write of the server's code, found in its
 * source, sits in the module (or file) that owns its table in src/server/db/owners.ts.
 */

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'src/server');
const TABLES = new Set(Object.keys(TABLE_OWNERS));
const BUILDERS = new Set(['insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto']);

/** Not the product writing its data (see owners.ts): migrations, the first run, backup and restore. */
const EXEMPT = [/^db\/migrations\//, /^db\/seed\//, /^db\/dump\.ts$/];

interface Write {
  file: string; // relative to src/server
  line: number;
  table: string;
}

function serverFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return serverFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The string literal types of a parameter named `name` in a function around `node`, if any. */
function literalParameterTypes(node: ts.Node, name: string): string[] | null {
  for (let n: ts.Node | undefined = node; n; n = n.parent) {
    if (!ts.isFunctionLike(n)) continue;
    const param = n.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
    if (!param?.type) continue;
    const types = ts.isUnionTypeNode(param.type) ? param.type.types : [param.type];
    const out = types.map((t) => (ts.isLiteralTypeNode(t) && ts.isStringLiteral(t.literal) ? t.literal.text : null));
    return out.every((t) => t !== null) ? (out as string[]) : null;
  }
  return null;
}

const RAW_WRITE = /\b(?:insert\s+into|(?<!do\s)update|delete\s+from|merge\s+into|truncate(?:\s+table)?)\s+"?([a-z_]+)"?/gi;

/** Every write a file's text makes, and the ones whose table cannot be read from the source. */
export function writesIn(file: string, text: string): { writes: Write[]; unknown: Write[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const writes: Write[] = [];
  const unknown: Write[] = [];
  const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  function visit(node: ts.Node) {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && BUILDERS.has(node.expression.name.text)) {
      const arg = node.arguments[0];
      const tables =
        arg && ts.isStringLiteralLike(arg)
          ? [arg.text.split(/\s+as\s+/)[0]!.trim()]
          : arg && ts.isIdentifier(arg)
            ? literalParameterTypes(node, arg.text)
            : null;
      if (tables) for (const table of tables) writes.push({ file, line: at(node), table });
      else unknown.push({ file, line: at(node), table: arg ? arg.getText(source) : '?' });
    }
    if (ts.isTaggedTemplateExpression(node) && node.tag.getText(source) === 'sql') {
      const t = node.template;
      const raw = ts.isNoSubstitutionTemplateLiteral(t) ? t.text : [t.head.text, ...t.templateSpans.map((s) => s.literal.text)].join(' ? ');
      for (const m of raw.matchAll(RAW_WRITE)) {
        if (TABLES.has(m[1]!.toLowerCase())) writes.push({ file, line: at(node), table: m[1]!.toLowerCase() });
      }
    }
    ts.forEachChild(node, visit);
  }
  visit(source);
  return { writes, unknown };
}

/** Who a file of src/server writes as: its module, or the file itself below the modules. */
export function ownerOfFile(file: string): string {
  return /^modules\/([^/]+)\//.exec(file)?.[1] ?? file;
}

const scanned = serverFiles(serverDir)
  .map((full) => path.relative(serverDir, full).split(path.sep).join('/'))
  .filter((file) => !EXEMPT.some((re) => re.test(file)))
  .map((file) => writesIn(file, readFileSync(path.join(serverDir, file), 'utf8')));
const writes = scanned.flatMap((s) => s.writes);

describe('table ownership', () => {
  it('reads the table of every write from the source', () => {
    expect(scanned.flatMap((s) => s.unknown)).toEqual([]);
    // The scanner sees the writes it must (a broken scan would pass everything).
    expect(writes.length).toBeGreaterThan(60);
    expect(writes).toContainEqual(expect.objectContaining({ file: 'modules/trips/repo.ts', table: 'trips' }));
    expect(writes).toContainEqual(expect.objectContaining({ file: 'modules/trips/repo.ts', table: 'trip_changes' }));
    expect(writes).toContainEqual(expect.objectContaining({ file: 'modules/billing/repo.ts', table: 'billing_items' }));
    expect(writes).toContainEqual(expect.objectContaining({ file: 'lib/rate-limit-repo.ts', table: 'rate_limits' }));
  });

  it('writes every table only from its owner (owners.ts)', () => {
    const outside = writes
      .filter((w) => ownerOfFile(w.file) !== TABLE_OWNERS[w.table as keyof typeof TABLE_OWNERS])
      .map((w) => `${w.file}:${w.line} writes ${w.table}, owned by ${TABLE_OWNERS[w.table as keyof typeof TABLE_OWNERS] ?? 'nobody (add it to owners.ts)'}`);
    expect(outside).toEqual([]);
  });

  it('has each table written by exactly one owner: users and client records by accounts alone', () => {
    const writers = new Map<string, Set<string>>();
    for (const w of writes) writers.set(w.table, (writers.get(w.table) ?? new Set()).add(ownerOfFile(w.file)));
    const several = [...writers].filter(([, owners]) => owners.size > 1).map(([t, owners]) => `${t}: ${[...owners].join(', ')}`);
    expect(several).toEqual([]);
    expect(writers.get('users')).toEqual(new Set(['accounts']));
    expect(writers.get('allowed_client_emails')).toEqual(new Set(['accounts']));
  });

  it('writes every trip through the trips module only', () => {
    const tripTables = Object.entries(TABLE_OWNERS).filter(([, owner]) => owner === 'trips').map(([t]) => t);
    expect(writes.filter((w) => tripTables.includes(w.table) && ownerOfFile(w.file) !== 'trips')).toEqual([]);
  });

  it('catches a write outside its owner, by builder, by parameter and in raw SQL', () => {
    const { writes: found } = writesIn(
      'modules/billing/x.ts',
      [
        "db.updateTable('trips').set({}).execute();",
        "tx.insertInto('trip_changes as c').values({}).execute();",
        "function bump(table: 'users' | 'allowed_client_emails') { return db.updateTable(table); }",
        'sql`update trips set version = version + 1 where id = ${id}`;',
        "sql`insert into rate_limits (key) values (${k}) on conflict (key) do update set count = 1`;",
        "db.selectFrom('trips').selectAll();",
      ].join('\n'),
    );
    expect(found.map((w) => `${w.line}:${w.table}`)).toEqual(['1:trips', '2:trip_changes', '3:users', '3:allowed_client_emails', '4:trips', '5:rate_limits']);
    expect(writesIn('modules/x/y.ts', 'db.deleteFrom(someTable);').unknown).toHaveLength(1);
  });
});
