// Bundles the server into dist/main.js. Our workspace packages are bundled (they are TypeScript
// source); every npm dependency stays external and is loaded from node_modules at run time.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-deps',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pintrip/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
await cp('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('server built: apps/server/dist/main.js');
