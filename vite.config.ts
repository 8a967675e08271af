import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// One Vite config serves the client build (dist/client), the SSR build of the
// public pages (dist/server) and the dev middleware used by `npm run dev`.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
  },
  ssr: {
    noExternal: ['radix-ui', /^@radix-ui\//],
  },
});
