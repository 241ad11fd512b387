// Bundles the server into dist/main.js. Our workspace packages are bundled (they are TypeScript
// source); every npm dependency stays external and is loaded from node_modules at run time.
// `node build.mjs FILE` writes the bundle alone into FILE and leaves dist/ as it is: the tests that
// start the server as a process run such a bundle (test/server-bundle.ts).
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outfile = process.argv[2];
if (!outfile) await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: outfile ?? 'dist/main.js',
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
if (!outfile) {
  await cp('src/db/migrations', 'dist/migrations', { recursive: true });
  console.log('server built: apps/server/dist/main.js');
}
