import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { modelAssets, modelAssetsPlugin } from './build/model-assets-plugin.ts';

const LIGHT = { theme: '#f7f5ff', background: '#f7f5ff' };

/**
 * The model and the WASM runtime are far over Workbox's 2 MB precache limit. Rather than
 * raising the limit for every file, they are listed here with a content hash as revision:
 * a new model replaces the old entry, and Workbox deletes what is no longer listed.
 */
function bigPrecacheEntries() {
  return Object.entries(modelAssets()).map(([url, file]) => ({ url: `/${url}`, revision: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16) }));
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    modelAssetsPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: null,
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
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
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['packs/**'],
        additionalManifestEntries: command === 'build' ? [...bigPrecacheEntries(), { url: '/packs/index.json', revision: null }] : [],
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
