import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import noImportCycles from './eslint-rules/no-import-cycles.js';
import serverLayers from './eslint-rules/server-layers.js';
import sqlInRepos from './eslint-rules/sql-in-repos.js';
import globals from 'globals';

/*
 * Boundaries of the code (ADR 009). Imports run one way: web -> shared <- server; in the web,
 * routes -> features -> components -> lib. Each file matches exactly one `no-restricted-imports`
 * block below (a later block replaces an earlier one for the files it matches), so every block
 * repeats the rules of the layers above it.
 */

/** An import that climbs out of its folder uses the subpath instead (ADR 007). */
const CLIMB = { regex: '^\\.\\./', message: 'Leave the folder through #shared/, #server/ or #web/ (ADR 007).' };
const noServer = { regex: '^#server/', message: 'The web never imports the server (ADR 009): share it through #shared/.' };
const sharedIsolated = { regex: '^#(server|web)/', message: 'Shared code is isomorphic: it imports neither the server nor the web (ADR 009).' };
const upper = (what, layers) => ({
  regex: `^#web/(${layers.join('|')})(/|$)`,
  message: `${what} sits below ${layers.join(', ')}: it may not import them (ADR 009).`,
});
const entries = (what) => ({
  regex: '^#web/(main|public-main|entry-server|public-pages)$',
  message: `${what} does not import an entry of the app (ADR 009).`,
});

/** Web features, one folder each: a feature reaches another only through its public index.ts. */
const FEATURES = readdirSync(new URL('./src/web/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/** The server's own rules (ADR 036), one plugin object shared by the blocks that enable them. */
const serverPlugin = { rules: { layers: serverLayers, 'sql-in-repos': sqlInRepos } };

const restrict = (files, ...patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [CLIMB, ...patterns] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-globals': ['error', { name: 'alert', message: 'Use a toast (DESIGN.md UI).' }, { name: 'confirm', message: 'Use ConfirmDialog (DESIGN.md UI).' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },

  // Layers (ADR 009).
  restrict(['src/**/*.{ts,tsx}']),
  restrict(['src/shared/**/*.{ts,tsx}'], sharedIsolated),
  restrict(['src/web/**/*.{ts,tsx}'], noServer),
  restrict(['src/web/lib/**/*.{ts,tsx}'], noServer, entries('lib'), upper('lib', ['components', 'features', 'app', 'routes', 'areas'])),
  restrict(['src/web/components/**/*.{ts,tsx}'], noServer, entries('components'), upper('components', ['features', 'app', 'routes', 'areas'])),
  restrict(
    ['src/web/components/ui/**/*.{ts,tsx}'],
    noServer,
    entries('components/ui'),
    upper('components/ui', ['features', 'app', 'routes', 'areas']),
    { regex: '^#web/components/(?!ui/)', message: 'Design-system primitives import only other primitives and lib (ADR 009).' },
  ),
  ...FEATURES.map((feature) =>
    restrict(
      [`src/web/features/${feature}/**/*.{ts,tsx}`],
      noServer,
      entries('A feature'),
      upper('A feature', ['app', 'routes', 'areas']),
      {
        regex: `^#web/features/(?!${feature}/)[^/]+/`,
        message: `Features talk through components/, lib/ or a feature's public index.ts: import '#web/features/<name>', not its files (ADR 009).`,
      },
    ),
  ),

  // Query keys come from their factory (lib/query-keys.ts), never a literal array (ADR 009).
  {
    files: ['src/web/**/*.{ts,tsx}'],
    ignores: ['src/web/lib/query-keys.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Property[key.name='queryKey'] > ArrayExpression",
          message: 'Name query keys through their factory in #web/lib/query-keys (one per resource), not a literal array (ADR 009).',
        },
      ],
    },
  },

  // No import cycles anywhere in src, type-only and dynamic imports included (ADR 009).
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
    rules: { 'local/no-import-cycles': 'error' },
  },

  // The server's layers (ADR 036): routes -> service -> repo; lib, providers and db never import
  // modules; a module reaches another only through its service.
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts'],
    plugins: { server: serverPlugin },
    rules: {
      'server/layers': [
        'error',
        {
          // Each exception names why it stays; a new one needs the same (ADR 036).
          allow: [
            {
              from: 'src/server/modules/trips/routes.ts',
              to: 'src/server/modules/shares/routes.ts',
              reason:
                "A trip's companion links live at /api/trips/:id/share-links (ADR 031): the shares module answers them, " +
                "mounted inside the trips plugin because a URL prefix belongs to one module (platform.test.ts 'modules').",
            },
            {
              from: 'src/server/modules/trips/routes.ts',
              to: 'src/server/modules/proposals/routes.ts',
              reason:
                "A trip's send, approval, request for changes and 'what changed' live under /api/trips/:id (ADR 037): the proposals " +
                'module answers them, mounted inside the trips plugin for the same reason as the share links.',
            },
          ],
        },
      ],
    },
  },
  // SQL is built in repo files only (repo.ts, *-repo.ts; ADR 036). The database layer (connection,
  // migrations, first-run seed, dump, instance secrets) is exempt: it runs before or beneath the
  // modules. lib/sql.ts holds the SQL fragments repos share (sameEmail, containsAll).
  {
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['src/server/**/*.test.ts', 'src/server/db/**', 'src/server/lib/sql.ts'],
    plugins: { server: serverPlugin },
    rules: { 'server/sql-in-repos': 'error' },
  },
);
