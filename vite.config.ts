// Vite builds the client from client/ into dist/client (the game, and the rules page with its bundled fonts); public/ is
// copied as it is. Every text file also gets .br and .gz twins, which the server sends as they are (a tiny chunk too,
// where gzip saves nothing, so every script is served alike). `--mode test` (the browser tests) keeps window.__pirates
// in; any other build leaves it out. colyseus.js's msgpackr comes in its no-eval build: the default one probes
// `Function('')`, which the Content-Security-Policy (rightly) reports as a violation.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

export default defineConfig(({ mode }) => ({
  root: 'client',
  publicDir: '../public',
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.(png|jpe?g|webp|woff2?)$/], skipIfLargerOrEqual: false })],
  resolve: { alias: [{ find: /^@colyseus\/msgpackr$/, replacement: '@colyseus/msgpackr/index-no-eval' }] },
  define: { __TEST_HOOKS__: JSON.stringify(mode === 'test') },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500, // the lazy Rapier chunk carries its WASM inline (about 2.2 MB, 0.8 MB gzipped)
    manifest: true,
    rollupOptions: { input: { game: 'client/index.html', rules: 'client/rules.html' } },
  },
  server: { proxy: { '/health': 'http://localhost:2567' } },
}));
