import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    // Brotli and gzip copies of the build, written once here and served by the server's static
    // files (preCompressed), so no request pays for compressing.
    compression({ algorithms: ['brotliCompress', 'gzip'], exclude: [/\.vite\//] }),
  ],
  server: {
    proxy: {
      '/api': { target: apiServer, ws: true, changeOrigin: true },
      // socket.io keeps its engine path at /socket.io while its namespaces are /api/admin, /api/seller...,
      // so the live channel's handshake does not go through the /api entry above.
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server and the size report read dist/.vite/manifest.json to know which chunks a page loads.
    manifest: true,
    sourcemap: false,
  },
});
