// Bundles the server into dist/server.js. Packages stay external (node_modules is there at run
// time); only our TypeScript is compiled, which takes well under a second.
import { build } from 'esbuild'

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
