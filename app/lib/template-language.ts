/*
 * The logic-less template language of the guest messages staff edit (Settings → Guest messages; decision
 * 1128-guest-messages-and-reviews). The one file that knows the engine: everything else calls
 * `renderTemplate` and `checkTemplate`.
 *
 * The language is Mustache's: `{{name}}` a variable, `{{#name}}…{{/name}}` shown when the value is set (not
 * empty, not false), `{{^name}}…{{/name}}` shown when it is not, `{{! a comment }}`. No partials, no
 * delimiter changes, no lambdas. Output is plain text: the e-mail's HTML part escapes every character of it
 * when it is drawn (React), so `{{x}}` and `{{{x}}}` say the same and nothing staff or a guest wrote is markup.
 *
 * TODO(dependency): this is a small stand-in for the `mustache` package (4.2.0, with @types/mustache 4.2.6),
 * which is not installed yet. Once it is, this file becomes:
 *   checkTemplate: Mustache.parse(template) in a try (its error is the syntax error), walking the tokens of
 *     type "name", "&", "#", "^" (and the nested ones, token[4]) for the names;
 *   renderTemplate: Mustache.render(template, vars, {}, { escape: (s) => String(s) }).
 * tests/unit/template-language.test.ts holds both to the same answers.
 */

export type TemplateValue = string | number | boolean | null | undefined;
export type TemplateVars = Record<string, TemplateValue>;

/** What is wrong with a template: a syntax error, or variables outside the allow-list. */
export type TemplateProblem = { kind: "syntax"; message: string } | { kind: "unknown"; names: string[] };

type Node = { type: "text"; text: string } | { type: "name"; name: string } | { type: "section"; name: string; inverted: boolean; children: Node[] };

class TemplateSyntaxError extends Error {}

const TAG = /\{\{(\{)?\s*([#^/!&]?)\s*([\s\S]*?)\s*(\})?\}\}/g;
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function parse(template: string): Node[] {
  const root: Node[] = [];
  const stack: { name: string; children: Node[] }[] = [{ name: "", children: root }];
  let last = 0;
  for (const match of template.matchAll(TAG)) {
    const [whole, triple, sigil, body, closingBrace] = match;
    const at = match.index ?? 0;
    const top = stack[stack.length - 1]!;
    if (at > last) top.children.push({ type: "text", text: template.slice(last, at) });
    last = at + whole.length;
    if (sigil === "!") continue;
    if (Boolean(triple) !== Boolean(closingBrace)) throw new TemplateSyntaxError(`Unclosed tag "${whole}"`);
    if (!NAME.test(body)) throw new TemplateSyntaxError(body ? `"${body}" is not a variable name` : `Empty tag "${whole}"`);
    if (sigil === "#" || sigil === "^") {
      const section: Node = { type: "section", name: body, inverted: sigil === "^", children: [] };
      top.children.push(section);
      stack.push({ name: body, children: section.children });
    } else if (sigil === "/") {
      if (stack.length === 1) throw new TemplateSyntaxError(`Unopened section "${body}"`);
      if (top.name !== body) throw new TemplateSyntaxError(`Unclosed section "${top.name}"`);
      stack.pop();
    } else {
      top.children.push({ type: "name", name: body });
    }
  }
  const rest = template.slice(last);
  if (rest.includes("{{")) throw new TemplateSyntaxError(`Unclosed tag "${rest.slice(rest.indexOf("{{"), rest.indexOf("{{") + 30)}"`);
  if (rest) stack[stack.length - 1]!.children.push({ type: "text", text: rest });
  if (stack.length > 1) throw new TemplateSyntaxError(`Unclosed section "${stack[stack.length - 1]!.name}"`);
  return root;
}

function namesIn(nodes: Node[], into: Set<string>): Set<string> {
  for (const node of nodes) {
    if (node.type === "name") into.add(node.name);
    if (node.type === "section") {
      into.add(node.name);
      namesIn(node.children, into);
    }
  }
  return into;
}

const isSet = (value: TemplateValue) => value !== undefined && value !== null && value !== false && value !== "";

function draw(nodes: Node[], vars: TemplateVars): string {
  let out = "";
  for (const node of nodes) {
    if (node.type === "text") out += node.text;
    else if (node.type === "name") out += vars[node.name] === undefined || vars[node.name] === null ? "" : String(vars[node.name]);
    else if (isSet(vars[node.name]) !== node.inverted) out += draw(node.children, vars);
  }
  return out;
}

/** A template's problem against the allow-list of variables, or null when it may be saved. */
export function checkTemplate(template: string, allowed: readonly string[]): TemplateProblem | null {
  let nodes: Node[];
  try {
    nodes = parse(template);
  } catch (error) {
    if (error instanceof TemplateSyntaxError) return { kind: "syntax", message: error.message };
    throw error;
  }
  const unknown = [...namesIn(nodes, new Set())].filter((name) => !allowed.includes(name));
  return unknown.length ? { kind: "unknown", names: unknown } : null;
}

/** The template filled in with `vars` (plain text). Throws on a syntax error: check templates before saving them. */
export function renderTemplate(template: string, vars: TemplateVars): string {
  return draw(parse(template), vars);
}
