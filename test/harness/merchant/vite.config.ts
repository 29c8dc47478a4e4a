// The Merchant table's test-only harness (never shipped): its own Vite root, the real engine and bots in the page.
// Run: npx vite --config test/harness/merchant/vite.config.ts  (then open /?stop=decision, /?stop=voyage, /?stop=over)
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { realpathSync } from 'node:fs';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  define: { __TEST_HOOKS__: 'false' },
  server: { port: 5190, strictPort: true, fs: { allow: [fileURLToPath(new URL('../../..', import.meta.url)), realpathSync(fileURLToPath(new URL('../../../node_modules', import.meta.url)))] } },
  logLevel: 'warn',
});
