// Pure helpers of the payment settings: the provider forms (what is sent,
// which field a problem belongs to) and the method matrix (the rows sent,
// the problems reported at `methods.N.…` put back on their methods). No
// rule lives here: credentials and the matrix are judged by core, in the
// browser through `check_json` (`provider_credentials`, `payment_methods`:
// the functions the edge calls on the same bodies) and again on the edge;
// both report core's translation keys. Core's rules come in as a
// parameter (`Rules`), so these helpers are tested with core under Node.
import type { FieldProblem } from "../../api/errors";
import type { MethodRow, PaypalBody, ProviderAccount, StripeBody } from "../../api/sales";
import type { MethodSetting, Mode, PaymentMethod, Problem, ProviderKind } from "../../core";

/** One of core's validators by rule name (`check` of `../../core`). */
export type Rules = (rule: string, input: unknown) => { problems: Problem[] };

export type EditableProvider = "stripe" | "paypal";

export const credentialFields = {
  stripe: ["publishable_key", "secret_key", "webhook_secret"],
  paypal: ["client_id", "client_secret", "webhook_id"],
} as const;

/** The fields whose stored value is masked by the edge (never shown, never prefilled). */
export const secretFields: ReadonlySet<string> = new Set(["secret_key", "webhook_secret", "client_secret"]);

export type CredentialField = (typeof credentialFields)[EditableProvider][number];

export interface ProviderDraft {
  values: Partial<Record<CredentialField, string>>;
  mode: Mode | "";
}

const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The value the edge shows for a field of an account: public ones in clear, secrets masked, or null. */
export function shownValue(account: ProviderAccount | undefined, field: CredentialField): string | null {
  const v = account?.[camel(field)];
  return typeof v === "string" && v !== "" ? v : null;
}

/**
 * A new form for a provider: its public values as stored (a publishable
 * key, a client id, a webhook id), secrets always empty, and the mode.
 */
export function draftOf(provider: EditableProvider, account: ProviderAccount | undefined): ProviderDraft {
  const values: ProviderDraft["values"] = {};
  for (const f of credentialFields[provider]) values[f] = secretFields.has(f) ? "" : (shownValue(account, f) ?? "");
  const mode = account?.mode;
  return { values, mode: mode === "test" || mode === "live" ? mode : "" };
}

/** What PUT …/payment_providers/{provider} takes for the form. */
export function bodyOf(provider: EditableProvider, draft: ProviderDraft): StripeBody | PaypalBody {
  const v = (f: CredentialField) => (draft.values[f] ?? "").trim();
  if (provider === "stripe")
    return { publishable_key: v("publishable_key"), secret_key: v("secret_key"), webhook_secret: v("webhook_secret") };
  return {
    client_id: v("client_id"),
    client_secret: v("client_secret"),
    webhook_id: v("webhook_id"),
    mode: draft.mode === "" ? null : draft.mode,
  };
}

/** The edge's problems by field (the first for each); fields without one of the form's names stay under their own. */
export function problemsByField(problems: readonly FieldProblem[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) out[p.field] ??= p.code;
  return out;
}

/** The matrix as the edge takes it: every row with its switch and provider. */
export function settingsOf(rows: readonly MethodRow[]): MethodSetting[] {
  // a method no provider here takes cannot be routed, nor enabled
  return rows.flatMap((r) => (r.provider ? [{ method: r.method, enabled: r.enabled, provider: r.provider }] : []));
}

/** Whether the seller changed anything in the matrix. */
export function matrixChanged(saved: readonly MethodRow[], draft: readonly MethodRow[]): boolean {
  const key = (rows: readonly MethodRow[]) =>
    rows
      .map((r) => `${r.method}:${r.enabled}:${r.provider}`)
      .sort()
      .join(",");
  return key(saved) !== key(draft);
}

/** One row of the matrix changed. */
export function withSetting(
  rows: readonly MethodRow[],
  method: PaymentMethod,
  patch: { enabled?: boolean; provider?: ProviderKind },
): MethodRow[] {
  return rows.map((r) => (r.method === method ? { ...r, ...patch } : r));
}

/**
 * The edge's problems (`methods.3.provider`, `methods.0.method`) on the
 * methods of the rows that were sent: method -> {field, code}.
 */
export function problemsByMethod(
  sent: readonly MethodSetting[],
  problems: readonly FieldProblem[],
): Partial<Record<PaymentMethod, { field: string; code: string }>> {
  const out: Partial<Record<PaymentMethod, { field: string; code: string }>> = {};
  for (const p of problems) {
    const m = /^methods\.(\d+)\.(\w+)$/.exec(p.field);
    const row = m ? sent[Number(m[1])] : undefined;
    if (!m || !row || out[row.method]) continue;
    out[row.method] = { field: m[2] ?? "", code: p.code };
  }
  return out;
}

/** Core's problems with what the form would send, by field (the first for each). */
export function credentialProblems(rules: Rules, provider: EditableProvider, draft: ProviderDraft): Record<string, string> {
  return problemsByField(rules("provider_credentials", { provider, ...bodyOf(provider, draft) }).problems);
}

/** Core's problems with the matrix the page would send, given the providers connected, on their methods. */
export function matrixProblems(
  rules: Rules,
  rows: readonly MethodRow[],
  connected: readonly ProviderKind[],
): ReturnType<typeof problemsByMethod> {
  const methods = settingsOf(rows);
  return problemsByMethod(methods, rules("payment_methods", { methods, connected }).problems);
}
