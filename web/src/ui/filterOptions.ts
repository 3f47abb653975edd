// What the searchable select shows for a typed query (plain functions, unit-tested).

/** Text compared without case and accents ("Österreich" matches "oster"). */
export const folded = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** The options whose label contains `query` or whose value starts with it, in their order; all for a blank query. */
export function filterOptions<V extends string>(options: readonly (readonly [V, string])[], query: string): (readonly [V, string])[] {
  const q = folded(query.trim());
  if (!q) return [...options];
  return options.filter(([value, label]) => folded(label).includes(q) || folded(value).startsWith(q));
}
