import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// react-router / react-router-dom before 6.30.6 (and @remix-run/router before 1.23.2) have
// open-redirect advisories; Remix 2.17 pins older ones, so package.json overrides them.
const require = createRequire(import.meta.url);

function installedVersion(name: string): number[] {
  const { version } = require(`${name}/package.json`) as { version: string };
  return version.split(".").map(Number);
}

function atLeast(actual: number[], wanted: number[]): boolean {
  for (let i = 0; i < wanted.length; i++) {
    if ((actual[i] ?? 0) !== wanted[i]) return (actual[i] ?? 0) > wanted[i];
  }
  return true;
}

describe("routing dependencies", () => {
  it.each([
    ["react-router", [6, 30, 6]],
    ["react-router-dom", [6, 30, 6]],
    ["@remix-run/router", [1, 23, 2]],
  ])("%s is at a version with the open-redirect fixes", (name, wanted) => {
    expect(atLeast(installedVersion(name), wanted), `${name} ${installedVersion(name).join(".")}`).toBe(true);
  });

  it("Remix's own copy resolves to the same patched router", () => {
    const fromRemix = createRequire(require.resolve("@remix-run/react"));
    const version = (fromRemix("react-router/package.json") as { version: string }).version;
    expect(atLeast(version.split(".").map(Number), [6, 30, 6])).toBe(true);
  });
});
