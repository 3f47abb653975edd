// JSON:API style answers (spec section 7): `data` with `type` and
// `attributes`, lists with `meta.total_count`. They are flattened into the
// plain shape every other answer has, so screens see one shape.
import type { Json } from "./case";

type Obj = { [key: string]: Json };
const isObj = (v: Json | undefined): v is Obj => v !== null && v !== undefined && typeof v === "object" && !Array.isArray(v);

const isResource = (v: Json | undefined): v is Obj => isObj(v) && isObj(v.attributes);

/** `{id, type, attributes}` -> `{id, type, ...attributes}`. */
const flatten = (r: Obj): Obj => ({
  ...(r.id !== undefined ? { id: r.id } : {}),
  ...(r.type !== undefined ? { type: r.type } : {}),
  ...(r.attributes as Obj),
});

/**
 * A JSON:API document in the plain shape: one resource becomes its
 * attributes (with id and type), a collection becomes
 * `{list, total_count, included?}`. Anything else is returned unchanged.
 */
export function fromJsonApi(body: Json): Json {
  if (!isObj(body) || !("data" in body)) return body;
  const data = body.data;
  const meta = isObj(body.meta) ? body.meta : {};
  const included: Obj = Array.isArray(body.included) ? { included: body.included.map((i) => (isResource(i) ? flatten(i) : i)) } : {};
  if (Array.isArray(data) && data.every(isResource)) {
    return { ...meta, list: data.map(flatten), total_count: meta.total_count ?? data.length, ...included };
  }
  if (isResource(data)) return { ...flatten(data), ...included };
  return body;
}

/** A JSON:API request body: `{data: {type, attributes}}`. */
export const toJsonApi = (type: string, attributes: Obj): Json => ({ data: { type, attributes } });
