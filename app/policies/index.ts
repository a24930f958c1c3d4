// The stay rules, one module: their numbers (rules.ts) and every sentence worded from them (wording.ts).
// Pure: no server code, so components, e-mail templates, messages and services all read it.
export * from "./rules";
export * from "./wording";
