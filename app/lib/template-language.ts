import Mustache from "mustache";

/*
 * The logic-less template language of the guest messages staff edit (Settings → Guest messages; decision
 * 1128-guest-messages-and-reviews): Mustache (the `mustache` package). The one file that knows the engine:
 * everything else calls `renderTemplate` and `checkTemplate`.
 *
 * `{{name}}` a variable, `{{#name}}…{{/name}}` shown when the value is set (not empty, not false),
 * `{{^name}}…{{/name}}` shown when it is not, `{{! a comment }}`. Partials and delimiter changes are refused.
 * Output is plain text: the e-mail's HTML part escapes every character of it when it is drawn (React), so
 * `{{x}}` and `{{{x}}}` say the same and nothing staff or a guest wrote is markup.
 */

export type TemplateValue = string | number | boolean | null | undefined;
export type TemplateVars = Record<string, TemplateValue>;

/** What is wrong with a template: a syntax error, or variables outside the allow-list. */
export type TemplateProblem = { kind: "syntax"; message: string } | { kind: "unknown"; names: string[] };

/** Mustache's token: [type, value, start, end, children?, …]. */
type Token = [string, string, number, number, Token[]?, ...unknown[]];

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Every name a template's tokens use (variables and sections, nested too); throws on what this language refuses. */
function namesOf(tokens: Token[], into: Set<string>): Set<string> {
  for (const [type, value, , , children] of tokens) {
    if (type === ">") throw new Error(`Partials ("{{> ${value}}}") are not allowed`);
    if (type === "=") throw new Error("Changing the delimiters is not allowed");
    if (type === "name" || type === "&" || type === "#" || type === "^") {
      if (!NAME.test(value)) throw new Error(value ? `"${value}" is not a variable name` : "An empty tag");
      into.add(value);
    }
    if (children) namesOf(children, into);
  }
  return into;
}

/** Empty strings count as not set (Mustache itself shows a section for ""). */
const forMustache = (vars: TemplateVars) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v === "" ? null : v]));

/** A template's problem against the allow-list of variables, or null when it may be saved. */
export function checkTemplate(template: string, allowed: readonly string[]): TemplateProblem | null {
  let names: Set<string>;
  try {
    names = namesOf(Mustache.parse(template) as unknown as Token[], new Set());
  } catch (error) {
    // Mustache ends its messages with " at 19" (an offset from 0): said for people, counted from 1.
    const message = (error instanceof Error ? error.message : String(error)).replace(
      / at (\d+)$/,
      (_, at: string) => ` (at character ${Number(at) + 1})`,
    );
    return { kind: "syntax", message };
  }
  const unknown = [...names].filter((name) => !allowed.includes(name));
  return unknown.length ? { kind: "unknown", names: unknown } : null;
}

/** The template filled in with `vars` (plain text). Throws on a syntax error: check templates before saving them. */
export function renderTemplate(template: string, vars: TemplateVars): string {
  return Mustache.render(template, forMustache(vars), {}, { escape: (value: unknown) => String(value) });
}
