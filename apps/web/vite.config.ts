import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Offline on the road (issue 11): Workbox precaches the app shell (the page offline when a page
 * was never read); pages are network-first (server-rendered HTML); an itinerary the user opened
 * (GET /api/itineraries/:id) and the images it shows are cached network-first, so they stay
 * readable without a network. Writes are never queued: the app says it is offline instead.
 */
const pwa = VitePWA({
  registerType: 'autoUpdate',
  injectRegister: 'script-defer',
  includeAssets: ['favicon.svg', 'itinerary-fallback.svg'],
  manifest: {
    name: 'Pintrip 핀트립',
    short_name: 'Pintrip',
    description: 'Korean travel community: destinations and day-by-day itineraries',
    lang: 'ko',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0f766e',
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  },
  workbox: {
    // Pages come from the network (the server renders them, docs/decisions/0026); offline, the
    // copy of a page read before, else the precached app shell.
    navigateFallback: null,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: ({ url, sameOrigin, request }) =>
          sameOrigin && request.method === 'GET' && /^\/api\/itineraries\/[^/]+$/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'itineraries',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 50, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [200] },
        },
      },
      {
        urlPattern: ({ request }) => request.destination === 'image',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'images',
          networkTimeoutSeconds: 5,
          expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 30 },
          cacheableResponse: { statuses: [0, 200] },
        },
      },
    ],
  },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), pwa],
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/uploads': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      output: {
        manualChunks(id: string) {
          if (id.includes('node_modules/leaflet')) return 'leaflet';
          if (id.includes('node_modules/react') || id.includes('node_modules/scheduler')) return 'react';
          return undefined;
        },
      },
    },
  },
});
