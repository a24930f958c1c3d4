// The Nu Html Checker (vnu-jar from npm, the W3C validator's engine) over a batch of HTML documents in one
// Java start (a few seconds each time, so every document of a run goes in one call).
import { execFile } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);

export const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");

export interface HtmlDocument {
  /** What the document is, in failure messages: "served /about", "hydrated /", "/ with the check-in calendar open". */
  name: string;
  html: string;
}

interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/**
 * The checker's errors and warnings, one line each ("<document>: <line>:<column> <message> in `<extract>`"); empty
 * when every document passes. Infos (such as "Trailing slash on void elements", which React writes) are not problems.
 */
export async function nuProblems(documents: HtmlDocument[], workDir: string): Promise<string[]> {
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const files = documents.map((doc, index) => {
    const file = path.join(workDir, `${String(index).padStart(3, "0")}.html`);
    writeFileSync(file, doc.html);
    return file;
  });
  const byUrl = new Map(files.map((file, index) => [pathToFileURL(file).href, documents[index].name]));
  const { stdout } = await run("java", ["-jar", VNU_JAR, "--format", "json", "--stdout", "--exit-zero-always", ...files], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const { messages } = JSON.parse(stdout) as { messages: NuMessage[] };
  return messages
    .filter((m) => m.type !== "info" || m.subType === "warning")
    .map((m) => {
      const where = (m.url && byUrl.get(m.url.replace(/^file:(?!\/\/)/, "file://"))) ?? m.url ?? "?";
      const kind = m.type === "info" ? "warning" : m.subType === "fatal" ? "fatal error" : m.type;
      return `${where}: ${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${kind}: ${m.message}${m.extract ? ` in \`${m.extract.trim().slice(0, 160)}\`` : ""}`;
    });
}
