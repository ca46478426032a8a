import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The root node_modules holds React 18 for the test runner's terminal reporter (tap renders with ink);
  // libraries hoisted beside it (wouter, valtio, Blueprint's helpers) must still get this app's React 19.
  resolve: { dedupe: ['react', 'react-dom'] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // No source maps in the served bundle: they would hand the whole client source to anyone who asks.
    sourcemap: false,
  },
  server: {
    // `npm run dev -w web` proxies the API and sockets to a server started with `npm start`.
    proxy: { '/api': 'http://localhost:8080', '/socket.io': { target: 'http://localhost:8080', ws: true } },
  },
});
