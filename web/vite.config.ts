import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsEntry = fileURLToPath(new URL('../libs/contracts/src/index.ts', import.meta.url));
const proxyTarget = process.env['VITE_PROXY_TARGET'] || 'http://localhost:3000';

/** /api/discord/callback is a page of the SPA (SPEC §2), not an API call: serve index.html for it. */
const apiProxy = {
  target: proxyTarget,
  changeOrigin: true,
  bypass: (req: { url?: string }) => (req.url?.startsWith('/api/discord/callback') ? '/index.html' : undefined),
};

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { '@henesys/contracts': contractsEntry },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Never inline assets as data: URIs, so a strict Content-Security-Policy ('self' only) keeps working.
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across deploys.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // The carousel library goes with home's lazily loaded news tabs, not into every page's vendor chunk.
          if (/node_modules\/embla-carousel/.test(id)) return undefined;
          if (
            /node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//.test(
              id,
            )
          )
            return 'react';
          return 'vendor';
        },
      },
    },
  },
  server: { port: 5173, proxy: { '/api': apiProxy } },
  preview: { port: 4173, proxy: { '/api': apiProxy } },
});
