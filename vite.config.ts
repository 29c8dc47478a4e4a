// Vite builds the client from client/ into dist/client (the game, and the rules page with its bundled fonts); public/ is
// copied as it is.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'client',
  publicDir: '../public',
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 2500, // the lazy Rapier chunk carries its WASM inline (about 2.2 MB, 0.8 MB gzipped)
    manifest: true,
    rollupOptions: { input: { game: 'client/index.html', rules: 'client/rules.html' } },
  },
  server: { proxy: { '/health': 'http://localhost:2567' } },
});
