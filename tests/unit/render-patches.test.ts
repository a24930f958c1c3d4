import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Writable } from "node:stream";
import { createElement } from "react";
import type * as ReactDomServer from "react-dom/server";
import type * as RouterServer from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// The patches that make an uncached render cheaper (docs/decisions/1128-cheaper-renders.md): each keeps
// per build, per route array or per form state what the library rebuilt on every render, or encodes a
// page once. These check that the installed packages carry them (npm ci runs patch-package) and that
// what they answer is what the unpatched code answered.
const require = createRequire(import.meta.url);
const source = (id: string) => readFileSync(require.resolve(id), "utf8");
// The server's renderer, by its path (the package's exports do not name its files).
const RENDERER = path.join(path.dirname(require.resolve("react-dom/server.node")), "cjs/react-dom-server.node.production.min.js");

describe("React's server renderer (patched): a page's chunks encoded once", () => {
  // The production build is the one the server runs; vitest would load the development one.
  const server = require(RENDERER) as typeof ReactDomServer;

  function render(element: ReturnType<typeof createElement>): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const { pipe } = server.renderToPipeableStream(element, {
        onAllReady() {
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, done) {
                chunks.push(Buffer.from(chunk));
                done();
              },
              final(done) {
                resolve(Buffer.concat(chunks));
                done();
              },
            }),
          );
        },
        onShellError: reject,
      });
    });
  }

  it("writes the same bytes as rendering to a string, multi-byte text and long pages included", async () => {
    const text = "Karibu — café, 𝄞 and 😀 ".repeat(4_000); // > 64 K characters: encoded in more than one piece
    const element = createElement(
      "main",
      { className: "page", "data-x": 'a "quoted" <value> & more' },
      createElement("h1", null, "Tigoni Retreats"),
      createElement("p", null, text),
      ...Array.from({ length: 2_000 }, (_, i) => createElement("span", { key: i, title: `n${i}` }, `item ${i} — ü`)),
    );
    const bytes = await render(element);
    const { renderToString } = require("react-dom/server") as typeof ReactDomServer;
    expect(bytes.toString("utf8")).toBe(renderToString(element));
    expect(bytes.equals(Buffer.from(renderToString(element), "utf8"))).toBe(true);
  });

  it("the installed renderer carries the patch", () => {
    expect(readFileSync(RENDERER, "utf8")).toContain("tgEncodeChunks");
  });
});

describe("Remix's and React Router's server routes (patched): built once per build", () => {
  it("createStaticRouter converts a route array once and keeps its data routes", () => {
    const { createStaticRouter } = require("react-router-dom/server") as typeof RouterServer;
    const routes = [{ id: "root", path: "/", children: [{ id: "home", index: true }] }];
    const context = { basename: "/", location: { pathname: "/" }, matches: [], loaderData: {}, actionData: null, errors: null } as never;
    const first = createStaticRouter(routes, context);
    const second = createStaticRouter(routes, context);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0]!.children![0]).toMatchObject({ id: "home", index: true });
    // Another array is converted on its own.
    const other = createStaticRouter([{ id: "other", path: "/" }], context);
    expect(other.routes[0]!.id).toBe("other");
  });

  it("the installed packages carry the patches", () => {
    expect(source("react-router-dom/server")).toContain("dataRoutesCache");
    expect(readFileSync(require.resolve("@remix-run/react").replace(/index\.js$/, "server.js"), "utf8")).toContain("serverRoutesCache");
  });
});

describe("Conform's field metadata (patched): made once per form state", () => {
  it("the installed package carries the patch", () => {
    const dist = require.resolve("@conform-to/react").replace(/index\.js$/, "");
    for (const file of ["context.js", "context.mjs"]) expect(readFileSync(dist + file, "utf8")).toContain("keptFormId");
  });
});
