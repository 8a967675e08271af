import type { Kysely, KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/**
 * Sees every write this process makes to the tables a signed-in session is made of (users,
 * auth_sessions, password_reset_required), through our Kysely instance, better-auth's included:
 * the session cache (auth/session-cache.ts) forgets what it holds as soon as such a write
 * completes, in this process. Other processes hear of it through the triggers of migration
 * 008_session_changes (NOTIFY, ADR 017).
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

/** Whether a query changes what a session resolves to. */
export function changesSessions(node: RootOperationNode): boolean {
  const n = node as unknown as Node;
  switch (n.kind) {
    case 'UpdateQueryNode': {
      const tables = tablesIn(n.table, new Set());
      if (![...tables].some((t) => WATCHED.has(t))) return false;
      if (tables.size === 1 && tables.has('users') && columnsUpdated(n).every((c) => HARMLESS_USER_COLUMNS.has(c))) return false;
      return true;
    }
    case 'DeleteQueryNode':
      return [...tablesIn(n.from, new Set())].some((t) => WATCHED.has(t));
    case 'InsertQueryNode': {
      // A new session changes nothing cached; a forced password change does.
      const tables = tablesIn(n.into, new Set());
      return tables.has('password_reset_required') || (tables.has('users') && !!n.onConflict);
    }
    case 'RawNode': {
      const text = ((n.sqlFragments as string[] | undefined) ?? []).join(' ').toLowerCase();
      return /\b(update|delete|insert)\b/.test(text) && /\b(users|auth_sessions|password_reset_required)\b/.test(text);
    }
    default:
      return false;
  }
}

export class SessionWritesPlugin implements KyselyPlugin {
  private readonly pending = new WeakMap<object, true>();
  private readonly listeners = new Set<() => void>();

  /** Calls `listener` after each completed write that changes sessions; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (changesSessions(args.node)) {
      this.pending.set(args.queryId, true);
      // Before it runs too: a lookup under way must not store what this write replaces.
      this.emit();
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.pending.has(args.queryId)) {
      this.pending.delete(args.queryId);
      this.emit();
    }
    return args.result;
  }

  private emit() {
    for (const l of this.listeners) l();
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
