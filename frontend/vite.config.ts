import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The backend of `npm run dev`, on PORT as the backend itself reads it.
const backend = `http://localhost:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // A feature's loader of the other languages (`import(`./locales/${language}.json`)`) also
      // matches its English file, which is bundled on purpose: nothing to say about that one.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /\/locales\/en\.json\b/.test(warning.message)) return;
        warn(warning);
      },
    },
  },
});
