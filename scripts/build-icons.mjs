// Writes app/components/ui/icons.svg: one <symbol> per icon that app/components/ui/lucide-sprite.tsx
// lists (`spriteIcon("Name")`), drawn by lucide-react itself, so the sprite always matches the package.
// Run by `npm run build` before the Vite build; the file is committed so development and tests have it.
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
writeFileSync("app/components/ui/icons.svg", sprite);
console.log(`icons: ${names.length} symbols in app/components/ui/icons.svg (${sprite.length} bytes)`);
