// The API's answer types, generated (never written by hand): `schema.d.ts`
// is made by openapi-typescript from the edge's API document
// (`GET /v1/openapi.json`, itself made from the route table and the Rust
// types; see scripts/api-types.sh), and `Camelize` turns its snake_case
// keys into the camelCase the client hands out (`case.ts`).
import type { components, paths } from "./schema";

/** `order_state` -> `orderState`, `rate_2_amount` -> `rate2Amount`, as `camelizeKeys` does. */
type CamelCase<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/** A value's type after `camelizeKeys`: every object key camelCased, values untouched. */
export type Camelize<T> = T extends readonly (infer Item)[]
  ? Camelize<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? CamelCase<K> : K]: Camelize<T[K]> }
    : T;

/** A schema of the document's components, camelized. */
export type Schema<Name extends keyof components["schemas"]> = Camelize<components["schemas"][Name]>;

type JsonOf<R> = R extends { content: { "application/json": infer Body } } ? Body : never;

/** The JSON answer of `method` on `path` with `status`, camelized. */
export type Answer<Path extends keyof paths, Method extends keyof paths[Path], Status extends number = 200> = paths[Path][Method] extends {
  responses: infer Responses;
}
  ? Status extends keyof Responses
    ? Camelize<JsonOf<Responses[Status]>>
    : never
  : never;
