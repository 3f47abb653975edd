// Problems of one setup section, as core (`product_setup`) and the edge's
// 422 name them (`upsell.bumps.0.plan_id`), keyed by the field inside the
// section (`bumps.0.plan_id`); a problem of the section as a whole
// (`service` / `not_for_this_form`) is keyed "". The first problem of a
// field wins.
export function underSection(problems: readonly { field: string; code: string }[], name: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of problems) {
    const field = p.field === name ? "" : p.field.startsWith(`${name}.`) ? p.field.slice(name.length + 1) : p.field;
    if (!(field in out)) out[field] = p.code;
  }
  return out;
}
