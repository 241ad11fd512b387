import { defineConfig, type PluginOption, type UserConfig } from 'vite';
import app from './vite.config';

/**
 * The server renderer's build (`vite build --ssr`, scripts/build.mjs): the app's own configuration
 * (so asset URLs and every transform equal the browser build's) without the service worker, and
 * with every dependency bundled, so apps/server/dist/ssr/entry-server.js needs nothing of the web
 * workspace at run time. Leaflet stays in a chunk of its own that the server never loads.
 */
const flatten = (plugins: PluginOption[] | undefined): PluginOption[] =>
  (plugins ?? []).flatMap((plugin) => (Array.isArray(plugin) ? flatten(plugin) : [plugin]));

export default defineConfig(async (env) => {
  const base = (typeof app === 'function' ? await app({ ...env, isSsrBuild: true }) : app) as UserConfig;
  return {
    ...base,
    plugins: flatten(base.plugins).filter(
      (plugin) =>
        !(
          plugin &&
          typeof plugin === 'object' &&
          'name' in plugin &&
          plugin.name.startsWith('vite-plugin-pwa')
        ),
    ),
    ssr: { noExternal: true, target: 'node' },
    build: {
      ssr: 'src/entry-server.tsx',
      outDir: '../server/dist/ssr',
      emptyOutDir: true,
      sourcemap: true,
      copyPublicDir: false,
      rollupOptions: { output: { format: 'esm', entryFileNames: 'entry-server.js' } },
    },
  };
});
