// Vite builds the client from client/ into dist/client (the game, and the rules page with its bundled fonts); public/ is
// copied as it is. Every text file also gets .br and .gz twins, which the server sends as they are (a tiny chunk too,
// where gzip saves nothing, so every script is served alike). `--mode test` (the browser tests) keeps window.__pirates
// in; any other build leaves it out. colyseus.js's msgpackr comes in its no-eval build: the default one probes
// `Function('')`, which the Content-Security-Policy (rightly) reports as a violation.
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { readFileSync } from 'node:fs';
import { GAMES } from './shared/games';
import { rulesPageFrom } from './client/shell/rules/assembleRulesPage';

/** The rules page, assembled from each registered game's parts (client/shell/rules/assembleRulesPage.ts). */
const rulesPage: Plugin = {
  name: 'rules-page',
  transformIndexHtml: {
    order: 'pre',
    handler: (html, { filename }) => (filename.endsWith('rules.html') ? rulesPageFrom(html, GAMES, (path) => readFileSync(new URL(`./client/${path}`, import.meta.url), 'utf8')) : html),
  },
};

export default defineConfig(({ mode }) => ({
  root: 'client',
  publicDir: '../public',
  plugins: [rulesPage, react(), compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.(png|jpe?g|webp|woff2?)$/], skipIfLargerOrEqual: false })],
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
