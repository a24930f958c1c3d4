// Writes public/icons.svg: one <symbol> per icon that app/components/ui/lucide-sprite.tsx lists
// (`spriteIcon("Name")`), drawn by lucide-react itself, so the sprite always matches the package, and
// app/components/ui/icon-sprite-url.ts with its address and a content hash (a new sprite, a new URL).
// Run by `npm run build` before the Vite build; both files are committed so development, tests and
// plain Node scripts (which cannot import an .svg) have them.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const { createElement } = require("react");
const { renderToStaticMarkup } = require("react-dom/server");
const lucide = require("lucide-react");

const shim = readFileSync("app/components/ui/lucide-sprite.tsx", "utf8");
const names = [...shim.matchAll(/spriteIcon\("(\w+)"\)/g)].map((m) => m[1]);
const symbols = names.map((name) => {
  if (!lucide[name]) throw new Error(`lucide-react has no icon ${name}`);
  const markup = renderToStaticMarkup(createElement(lucide[name]));
  const inner = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
  return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
});
const sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
writeFileSync("public/icons.svg", sprite);
const version = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
writeFileSync(
  "app/components/ui/icon-sprite-url.ts",
  `// Written by scripts/build-icons.mjs: the address of public/icons.svg, with a hash of its content.\nexport const ICON_SPRITE_URL = "/icons.svg?v=${version}";\n`,
);
console.log(`icons: ${names.length} symbols in public/icons.svg (${sprite.length} bytes), version ${version}`);

// public/favicon.ico, drawn from public/favicon.svg: browsers, feed readers and crawlers ask for
// /favicon.ico whatever the page links. PNG images (16, 32 and 48 px) in an ICO container.
const sharp = require("sharp");
const sizes = [16, 32, 48];
const pngs = await Promise.all(sizes.map((size) => sharp("public/favicon.svg", { density: 384 }).resize(size, size).png().toBuffer()));
const header = Buffer.alloc(6 + 16 * sizes.length);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
let offset = header.length;
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i;
  header.writeUInt8(size, entry);
  header.writeUInt8(size, entry + 1);
  header.writeUInt16LE(1, entry + 4);
  header.writeUInt16LE(32, entry + 6);
  header.writeUInt32LE(pngs[i].length, entry + 8);
  header.writeUInt32LE(offset, entry + 12);
  offset += pngs[i].length;
});
const ico = Buffer.concat([header, ...pngs]);
writeFileSync("public/favicon.ico", ico);
console.log(`favicon: public/favicon.ico (${sizes.join(", ")} px, ${ico.length} bytes)`);
