import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Sees every write this process makes to the tables a signed-in session is made of (users,
 * auth_sessions, password_reset_required), through our Kysely instance, better-auth's included:
 * the session cache (auth/session-cache.ts) forgets what it holds as soon as such a write
 * completes, in this process. Other processes hear of it through the triggers of migration
 * 009_change_notices (NOTIFY, ADR 017).
 */
const WATCHED = new Set(['users', 'auth_sessions', 'password_reset_required']);
/** Columns whose change does not alter a session (the sign-in's own bookkeeping). */
const HARMLESS_USER_COLUMNS = new Set(['last_sign_in_at', 'updated_at']);

type Node = { kind?: string; [k: string]: unknown };

function tablesIn(node: unknown, out: Set<string>, depth = 0): Set<string> {
  if (!node || typeof node !== 'object' || depth > 6) return out;
  const n = node as Node;
  if (n.kind === 'TableNode') {
    const name = (n.table as { identifier?: { name?: string } } | undefined)?.identifier?.name;
    if (name) out.add(name);
    return out;
  }
  for (const v of Object.values(n)) {
    if (Array.isArray(v)) for (const item of v) tablesIn(item, out, depth + 1);
    else if (v && typeof v === 'object') tablesIn(v, out, depth + 1);
  }
  return out;
}

function columnsUpdated(node: Node): string[] {
  const updates = (node.updates as { column?: { column?: { name?: string } } }[] | undefined) ?? [];
  return updates.map((u) => u.column?.column?.name ?? '?');
}

/** Tables whose rows a query writes in a way that can change what is read back (see the rules below). */
export function writtenTables(node: RootOperationNode): Set<string> {
  const n = node as unknown as Node;
  switch (n.kind) {
    case 'UpdateQueryNode': {
      const tables = tablesIn(n.table, new Set());
      // The sign-in's own bookkeeping changes no session and no list.
      if (tables.has('users') && columnsUpdated(n).every((c) => HARMLESS_USER_COLUMNS.has(c))) tables.delete('users');
      return tables;
    }
    case 'DeleteQueryNode':
      return tablesIn(n.from, new Set());
    case 'InsertQueryNode': {
      const tables = tablesIn(n.into, new Set());
      // A new session, or a new user nothing refers to yet, changes nothing read before.
      tables.delete('auth_sessions');
      if (!n.onConflict) tables.delete('users');
      return tables;
    }
    case 'RawNode': {
      const text = ((n.sqlFragments as string[] | undefined) ?? []).join(' ').toLowerCase();
      if (!/\b(update|delete|insert|truncate)\b/.test(text)) return new Set();
      return new Set([...text.matchAll(/\b(users|auth_sessions|password_reset_required|trips|pinned_trips|trip_clients)\b/g)].map((m) => m[1]!));
    }
    default:
      return new Set();
  }
}

/** Whether a query changes what a session resolves to. */
export function changesSessions(node: RootOperationNode): boolean {
  return [...writtenTables(node)].some((t) => WATCHED.has(t));
}

export class SessionWritesPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, Set<string>>();
  private readonly listeners = new Set<{ tables: Set<string>; listener: () => void }>();

  /**
   * Calls `listener` after each completed write to one of `tables` (default: those of a session),
   * and before it runs; returns the unsubscribe.
   */
  subscribe(listener: () => void, tables: Iterable<string> = WATCHED): () => void {
    const entry = { tables: new Set(tables), listener };
    this.listeners.add(entry);
    return () => this.listeners.delete(entry);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const kind = (args.node as unknown as Node).kind;
    if (kind === 'SelectQueryNode') return args.node;
    const tables = writtenTables(args.node);
    if (tables.size) {
      this.pending.set(args.queryId, tables);
      // Before it runs too: a lookup under way must not store what this write replaces.
      this.emit(tables);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const tables = this.pending.get(args.queryId);
    if (tables) {
      this.pending.delete(args.queryId);
      this.emit(tables);
    }
    return args.result;
  }

  private emit(tables: Set<string>) {
    for (const { tables: watched, listener } of this.listeners) {
      for (const t of tables) {
        if (watched.has(t)) {
          listener();
          break;
        }
      }
    }
  }
}

const plugins = new WeakMap<Kysely<never>, SessionWritesPlugin>();

/** Records the plugin of a Kysely instance (connection.ts), for the services built on it. */
export function registerSessionWrites(db: Kysely<never>, plugin: SessionWritesPlugin) {
  plugins.set(db, plugin);
}

export function sessionWritesOf(db: object): SessionWritesPlugin | undefined {
  return plugins.get(db as Kysely<never>);
}
