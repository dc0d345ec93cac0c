import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': bff, '/bff': bff, '/files': bff },
  },
});
