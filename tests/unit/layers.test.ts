import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// The layering of the README's Layout section, checked on the imports: routes → web adapters →
// services → models → db, each importing only the layers to its right.

const root = path.resolve(__dirname, "../../app");

function filesIn(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The files of `folder` whose source matches `pattern` (an import or a call). */
function offenders(folder: string, pattern: RegExp): string[] {
  return filesIn(folder).filter((file) => pattern.test(readFileSync(path.join(root, file), "utf8")));
}

const importOf = (module: string) => new RegExp(`from "${module.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}`);

describe("layers", () => {
  it("models throw domain errors, never HttpError, and know nothing of services, adapters or routes", () => {
    expect(offenders("models", importOf("~/lib/errors.server"))).toEqual([]);
    expect(offenders("models", /from "~\/(services|web|routes)\//)).toEqual([]);
  });

  it("services never import page adapters or routes, and never answer with data() or a Response", () => {
    expect(offenders("services", /from "~\/(web|routes)\//)).toEqual([]);
    expect(offenders("services", /\bdata\(|new Response\(/)).toEqual([]);
  });

  it("lib is infrastructure: no models, services, adapters or routes", () => {
    expect(offenders("lib", /from "~\/(models|services|web|routes)\//)).toEqual([]);
  });

  it("routes and adapters leave transactions and audit rows to the services (one home per staff command)", () => {
    for (const folder of ["routes", "web"]) {
      expect(offenders(folder, /\b(writeTransaction|immediateTransaction|recordAudit)\b/)).toEqual([]);
    }
  });
});
