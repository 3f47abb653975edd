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

/**
 * A request body of the document's components, as the client sends it:
 * the API modules pass camelCase keys and the client snake_cases them
 * (`snakeizeKeys`), so this is the schema camelized.
 */
export type RequestBody<Name extends keyof components["schemas"]> = Camelize<components["schemas"][Name]>;

type JsonBodyOf<R> = R extends { requestBody: { content: { "application/json": infer Body } } }
  ? Body
  : R extends { requestBody?: { content: { "application/json": infer Body } } }
    ? Body
    : never;

/** The JSON body `method` on `path` takes, camelized (the client snake_cases it). */
export type Ask<Path extends keyof paths, Method extends keyof paths[Path]> = Camelize<JsonBodyOf<paths[Path][Method]>>;

/** A schema as the document writes it (snake_case keys): bodies built in core's shape, sent as they are. */
export type Wire<Name extends keyof components["schemas"]> = components["schemas"][Name];

/**
 * A schema's named fields without its index signature: for a schema whose
 * other keys are free (`additionalProperties`), whose camelized index
 * signature would clash with the named fields' types.
 */
export type Named<T> = { [K in keyof T as string extends K ? never : K]: T[K] };

/**
 * A request body as the client may send it: a field that may be null may
 * also be left out (the edge takes its default), at every depth.
 */
export type Sendable<T> = T extends readonly (infer Item)[]
  ? Sendable<Item>[]
  : T extends object
    ? { [K in keyof T as null extends T[K] ? K : never]?: Sendable<T[K]> } & {
        [K in keyof T as null extends T[K] ? never : K]: Sendable<T[K]>;
      }
    : T;
