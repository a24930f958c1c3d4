// Build step (npm run build, after `remix vite:build`): writes a brotli (.br, quality 11) and a gzip
// (.gz, level 9) copy beside every compressible built asset, so server.js serves them with no work per
// request (express-static-gzip). Hashed file names make them safe to cache for a year.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { readEnvVar } from "../server/env.js";

const dir = path.resolve(readEnvVar("BUILD_DIR"), "client");
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|html|xml|map|webmanifest)$/i;
const MIN_BYTES = 1024;

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let count = 0;
let before = 0;
let afterBr = 0;
for (const file of files(dir)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = zlib.brotliCompressSync(body, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
  before += body.length;
  afterBr += br.length;
}
console.log(`precompress: ${count} files, ${(before / 1024).toFixed(0)} KiB -> ${(afterBr / 1024).toFixed(0)} KiB brotli (+ gzip copies)`);
