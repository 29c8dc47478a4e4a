// Builds only the Merchant table (as the shell's lazy chunk would hold it) into /tmp, to check that no zod is in it.
// Run: npx vite build --config test/harness/merchant/zodFree.config.ts && ! grep -l "ZodError\|zod" /tmp/merchant-table-build/*.js
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  define: { __TEST_HOOKS__: 'false' },
  logLevel: 'warn',
  build: {
    outDir: '/tmp/merchant-table-build',
    emptyOutDir: true,
    minify: false,
    lib: { entry: fileURLToPath(new URL('../../../client/games/merchant/MerchantTable.tsx', import.meta.url)), formats: ['es'], fileName: 'table' },
    rollupOptions: { external: [/^react/, /^three/, /^@react-three/] },
  },
});
