// The frame of the admin commands (npm run backup, npm run restore): whatever stops them ends
// with one clear line on stderr and exit status 1, never a stack trace (issue 24 item 9).
import path from 'node:path';

/** One line saying what went wrong, in words an operator can act on. */
export function adminFailure(err: unknown): string {
  const e = err as NodeJS.ErrnoException & { path?: string };
  const where = e?.path ? path.resolve(e.path) : undefined;
  switch (e?.code) {
    case 'ENOENT':
      return `no such file or directory: ${where ?? e.message}`;
    case 'EACCES':
    case 'EPERM':
      return `permission denied: ${where ?? e.message}`;
    case 'EISDIR':
      return `${where ?? 'the path'} is a directory, not a file`;
    case 'ECONNREFUSED':
      return 'the database refused the connection (is PostgreSQL running at DATABASE_URL?)';
    case 'Z_DATA_ERROR':
    case 'Z_BUF_ERROR':
      return 'the file is not a readable gzip file (was it written by npm run backup?)';
  }
  if (err instanceof SyntaxError) return 'the file is not a backup written by npm run backup (not JSON)';
  const message = err instanceof Error ? err.message : String(err);
  // Configuration errors list one variable a line: keep them on one.
  return message.replace(/:\s*\n\s*/, ': ').replace(/\s*\n\s*/g, '; ');
}

/** Runs the command; on failure prints `<label> failed: <reason>` and exits 1. */
export async function runAdminCommand(label: string, command: () => Promise<void>): Promise<void> {
  try {
    await command();
  } catch (err) {
    console.error(`${label} failed: ${adminFailure(err)}`);
    process.exitCode = 1;
  }
}
