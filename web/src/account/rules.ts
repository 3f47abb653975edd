import { check } from "../core";

/** The first problem core's `rule` finds with a single value, or null. */
export const problemOf = (rule: string, value: string): string | null => check(rule, value).problems[0]?.code ?? null;

/** The value core's `rule` normalises to (a username lowercased), or the input when it has none. */
export const normalised = (rule: string, value: string): string => {
  const v = check(rule, value).value;
  return typeof v === "string" ? v : value;
};

/** Every problem core's `rule` finds with a whole form, by field (the first per field). */
export function formProblems(rule: string, form: unknown): Map<string, string> {
  const byField = new Map<string, string>();
  for (const p of check(rule, form).problems) if (!byField.has(p.field)) byField.set(p.field, p.code);
  return byField;
}
