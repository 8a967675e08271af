import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

const require = createRequire(import.meta.url);
const reactRouterProd = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');

/**
 * React Router ships its components as top-level `React.forwardRef(...)` calls
 * followed by `X.displayName = '...'` assignments, neither marked pure, so the
 * bundler keeps Link, NavLink, Form, Await... (and all they reach) whether or
 * not the app uses them. In the browser build we mark those calls pure and drop
 * the display names (a development aid), so unused components are tree-shaken.
 * Measured by `npm run size` (scripts/size-budget.mjs).
 */
function reactRouterTreeShaking(): Plugin {
  return {
    name: 'maison-voyage:react-router-tree-shaking',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      const out = code
        .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, '$1/* @__PURE__ */ $2')
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')
        // <Link prefetch> is a framework-mode feature (it renders <PrefetchPageLinks>, which
        // throws outside a <HydratedRouter>); this data-mode app never uses it, so Link
        // skips it and the prefetch machinery is tree-shaken.
        .replace(
          /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
          'let prefetchRef = null, prefetchHandlers = {};',
        )
        .replace(/return shouldPrefetch && !isAbsolute \?[^\n]*: link;/, 'return link;');
      if (code.includes('function LinkWithRef(') && !out.includes('let prefetchRef = null, prefetchHandlers = {};')) {
        this.warn('React Router changed: <Link> prefetch was not stripped (update vite.config.ts).');
      }
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Zod 4 compiles a fast object parser with `new Function` when the page allows it: it probes
 * with `new Function("")` (util.js `allowsEval`) and builds the parser in doc.js `compile()`.
 * Our CSP refuses eval (ADR 003), so the probe only produced a CSP violation report and a
 * Lighthouse "best practices" penalty, and the compiler was dead code. In the browser build the
 * probe answers `false` and `compile()` throws, so no `Function` constructor is left in the
 * bundle; zod parses with its ordinary (interpreted) path, as it did under the CSP anyway.
 * `npm run size` fails if `eval(` or the Function constructor appears in dist/client/assets.
 */
function zodWithoutEval(): Plugin {
  return {
    name: 'maison-voyage:zod-without-eval',
    enforce: 'pre',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/](util|doc)\.js$/.test(id)) return null;
      const out = code
        .replace(/const F = Function;\s*new F\(""\);\s*return true;/, 'return false;')
        .replace(/const F = Function;[^]*?return factory\(\.\.\.Object\.values\(this\.closed\)\);/, "throw new Error('zod: compiled parsers are disabled (CSP, ADR 033)');");
      if (out.includes('Function;')) this.warn(`zod changed: the Function constructor is still in ${id} (update vite.config.ts).`);
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * The installable client app (issue 21, ADR 033): the web manifest and the service worker
 * (src/web/sw.ts, built with Workbox's injectManifest into dist/client/sw.js). The worker is
 * registered by the signed-in app (src/web/main.tsx), not by the public pages' entry.
 */
function installableApp() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/web',
    filename: 'sw.ts',
    injectRegister: false,
    manifestFilename: 'manifest.webmanifest',
    manifest: {
      name: 'Maison Voyage',
      short_name: 'Maison Voyage',
      description: 'Your trips with Maison Voyage: each day, its places and the map, with or without a network.',
      id: '/account',
      start_url: '/account',
      scope: '/',
      display: 'standalone',
      // --mv-background and --mv-foreground (src/web/styles.css)
      background_color: '#f7f3ea',
      theme_color: '#1c1b19',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/images/logo-mark.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    injectManifest: {
      // The app's code, styles, fonts and icons; not the share images (og/) nor the artwork.
      // Fonts: the latin and latin-ext subsets the site's languages use.
      globPatterns: ['assets/**/*.{js,css}', 'assets/*latin*.woff2', 'icons/*.png', 'images/logo-mark.svg'],
      maximumFileSizeToCacheInBytes: 3_000_000,
    },
  });
}

// One Vite config serves the client build (dist/client), the SSR build of the
// public pages (dist/server) and the dev middleware used by `npm run dev`.
export default defineConfig(({ command, isSsrBuild }) => {
  const clientBuild = command === 'build' && !isSsrBuild;
  return {
    plugins: [reactRouterTreeShaking(), zodWithoutEval(), react(), tailwindcss(), ...(clientBuild ? [installableApp()] : [])],
    resolve: {
      // React Router's package exports always resolve to its development build;
      // its production build (no dev warnings) is the one to ship to browsers.
      alias: clientBuild
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterProd, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterProd, 'dom-export.mjs') },
          ]
        : [],
    },
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      sourcemap: false,
      manifest: true,
      // Two browser entries (ADR 003): index.html loads the signed-in app
      // (src/web/main.tsx, React Router); server-rendered public pages load
      // src/web/public-main.tsx instead (no router), swapped in by
      // src/server/render/web.ts from the manifest.
      rolldownOptions: clientBuild
        ? {
            input: { index: 'index.html', public: 'src/web/public-main.tsx' },
            // React DOM, shared by both entries, in a chunk of its own name (the
            // bundler would otherwise name it after a module it happens to hold).
            output: { codeSplitting: { groups: [{ name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ }] } },
          }
        : undefined,
    },
    ssr: {
      noExternal: ['radix-ui', /^@radix-ui\//],
    },
  };
});
