import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { modelAssets, modelAssetsPlugin } from './build/model-assets-plugin.ts';

const LIGHT = { theme: '#f7f5ff', background: '#f7f5ff' };

/** The model files keep fixed names, so their content hash is their precache revision. */
function modelPrecacheEntries() {
  return Object.entries(modelAssets()).map(([url, file]) => ({ url: `/${url}`, revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) }));
}

/**
 * Workbox's 2 MB precache limit is lifted for the model and the WASM runtime only: every
 * other file over it is left out, as Workbox would leave it out.
 */
const BIG_FILES = /^(models\/use-lite\/model\.onnx|assets\/ort-wasm-simd-threaded-[\w-]+\.wasm)$/;
const DEFAULT_LIMIT = 2 * 1024 * 1024;
const onlyBigFilesOverLimit = async <T extends { url: string; size: number }>(entries: T[]) => ({
  manifest: entries.filter((e) => e.size <= DEFAULT_LIMIT || BIG_FILES.test(e.url.replace(/^\//, ''))),
  warnings: entries.filter((e) => e.size > DEFAULT_LIMIT && !BIG_FILES.test(e.url.replace(/^\//, ''))).map((e) => `${e.url} is over 2 MB and not precached`),
});

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    modelAssetsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      manifest: {
        name: 'Vibe Check',
        short_name: 'Vibe Check',
        description: 'Guess the day’s five-word phrase by meaning. Plays offline.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: LIGHT.theme,
        background_color: LIGHT.background,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,wasm}'],
        globIgnores: ['packs/**', 'models/**'],
        maximumFileSizeToCacheInBytes: 32 * 1024 * 1024,
        manifestTransforms: [onlyBigFilesOverLimit],
        additionalManifestEntries: command === 'build' ? modelPrecacheEntries() : [],
        navigateFallback: '/index.html',
        // An API call or a model file answered with the app's HTML breaks in confusing ways.
        navigateFallbackDenylist: [/^\/api\//, /^\/models\//, /^\/ort\//, /^\/packs\//, /\.[a-z0-9]+$/i],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/packs/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'vibe-check-packs' },
          },
        ],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: { target: 'es2022', chunkSizeWarningLimit: 600 },
  server: { proxy: { '/api': 'http://localhost:8080' } },
}));
