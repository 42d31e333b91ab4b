// Builds Kizuna in a few seconds with esbuild:
// - the browser bundle: web/entry-client.tsx → dist/public/assets/*-[hash].js|css (+ fonts), and
//   dist/public/manifest.json naming the entry files for the server;
// - the back office: admin/entry.tsx → dist/admin/assets/*-[hash].js|css (+ fonts), one chunk per
//   screen, and dist/admin/manifest.json for its HTML shell (server/admin/admin-routes.ts);
// - the server: server/main.ts → dist/kizuna.js, started by dist/server.js (which sets NODE_ENV
//   first); packages left external (node_modules is there at
//   run time). React components under web/ are compiled into both.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { build } from 'esbuild'

rmSync('dist', { recursive: true, force: true })

/** Options both browser bundles share: split, hashed, minified, production React. */
const browser = {
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox111', 'safari16'],
  jsx: 'automatic',
  minify: true,
  sourcemap: true,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  assetNames: '[name]-[hash]',
  loader: { '.woff2': 'file', '.woff': 'file' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Licence texts of the packages go to *.LEGAL.txt beside each file (linked from it), not into
  // every download; non-ASCII text stays as is rather than \u-escaped.
  legalComments: 'linked',
  charset: 'utf8',
  metafile: true,
  logLevel: 'warning',
}

// Brotli and gzip copies beside each script and stylesheet: @fastify/static serves them to
// browsers that accept them (preCompressed), so nothing is compressed per request. zlib's async
// functions run on the thread pool, so the files are compressed in parallel.
const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
async function writeCompressedCopies(result) {
  const files = Object.keys(result.metafile.outputs).filter((file) => /\.(js|css)$/.test(file))
  await Promise.all(
    files.map(async (file) => {
      const data = readFileSync(file)
      const [br, gz] = await Promise.all([
        brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip(data, { level: 9 }),
      ])
      writeFileSync(`${file}.br`, br)
      writeFileSync(`${file}.gz`, gz)
    }),
  )
}

const [client, admin] = await Promise.all([
  build({ ...browser, entryPoints: ['web/entry-client.tsx'], outdir: 'dist/public/assets' }),
  build({ ...browser, entryPoints: ['admin/entry.tsx'], outdir: 'dist/admin/assets' }),
])
await Promise.all([writeCompressedCopies(client), writeCompressedCopies(admin)])

const outputs = Object.entries(client.metafile.outputs)
// Which sources went into which file, for size questions (esbuild's analyzer reads it too).
writeFileSync('dist/client-meta.json', JSON.stringify(client.metafile))
const entry = outputs.find(([, output]) => output.entryPoint === 'web/entry-client.tsx')
if (!entry) throw new Error('client entry missing from the build')
const url = (file) => `/assets/${path.basename(file)}`
mkdirSync('dist/public', { recursive: true })
writeFileSync(
  'dist/public/manifest.json',
  `${JSON.stringify(
    {
      js: url(entry[0]),
      css: entry[1].cssBundle ? [url(entry[1].cssBundle)] : [],
      // Preloaded by every page: each face web/styles/site.css declares is above the fold everywhere.
      fonts: outputs
        .map(([file]) => file)
        .filter((file) => file.endsWith('.woff2'))
        .map(url),
    },
    null,
    2,
  )}\n`,
)

const adminOutputs = Object.entries(admin.metafile.outputs)
writeFileSync('dist/admin-meta.json', JSON.stringify(admin.metafile))
const adminEntry = adminOutputs.find(([, output]) => output.entryPoint === 'admin/entry.tsx')
if (!adminEntry) throw new Error('back office entry missing from the build')
const adminUrl = (file) => `/admin/assets/${path.basename(file)}`
/** The chunks the entry imports statically: the shell preloads them with the entry. */
function staticImports(file, seen = new Set()) {
  for (const { path: imported, kind } of admin.metafile.outputs[file]?.imports ?? []) {
    if (kind !== 'import-statement' || seen.has(imported)) continue
    seen.add(imported)
    staticImports(imported, seen)
  }
  return seen
}
writeFileSync(
  'dist/admin/manifest.json',
  `${JSON.stringify(
    {
      js: adminUrl(adminEntry[0]),
      preload: [...staticImports(adminEntry[0])].map(adminUrl),
      css: adminEntry[1].cssBundle ? [adminUrl(adminEntry[1].cssBundle)] : [],
      // The sign-in form's text: preloaded so it does not render twice.
      fonts: adminOutputs
        .map(([file]) => file)
        .filter((file) => /roboto-latin-400-normal-.*\.woff2$/.test(file))
        .map(adminUrl),
    },
    null,
    2,
  )}\n`,
)

await build({
  entryPoints: ['server/main.ts'],
  outfile: 'dist/kizuna.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  jsx: 'automatic',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})

// dist/server.js, what `npm start` and deployments run: React (an external package) picks its
// build from NODE_ENV when it is first imported, and the development build renders several times
// slower. ES module imports run before any code of the importing file, so the variable is set in
// this small file and the server imported after it.
writeFileSync('dist/server.js', "process.env.NODE_ENV ??= 'production'\nawait import('./kizuna.js')\n")
