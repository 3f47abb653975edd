// The API document (`GET /v1/openapi.json`): valid OpenAPI 3.1 by a
// maintained validator, and exactly the route table (`GET /v1/dev/routes`
// of the development build): every route with its method and path, its
// access as `x-access`, and nothing else.
import { readFileSync } from "node:fs";
import { validate } from "@readme/openapi-parser";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./support/api";
import { apiTypes, SCHEMA_FILE } from "./support/api-types";

type Route = { method: string; path: string; access: string };
type Document = {
  openapi: string;
  paths: Record<string, Record<string, { "x-access": string; security?: unknown[]; responses: Record<string, unknown> }>>;
};

const fetchDocument = async () => {
  const response = await fetch(`${baseUrl()}/v1/openapi.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  expect(response.headers.get("cache-control")).toContain("max-age");
  return (await response.json()) as Document;
};

const openapiPath = (path: string) => path.replace(/:([a-z_]+)/g, "{$1}");

describe("the API document", () => {
  it("is valid OpenAPI 3.1", async () => {
    const document = await fetchDocument();
    expect(document.openapi).toMatch(/^3\.1\./);
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("lists every route of the route table, and nothing else", async () => {
    const document = await fetchDocument();
    const table = ((await (await fetch(`${baseUrl()}/v1/dev/routes`)).json()) as { routes: Route[] }).routes;
    expect(table.length).toBeGreaterThan(80);
    const inTable = table.map((r) => `${r.method} ${openapiPath(r.path)} ${r.access}`).sort();
    const inDocument = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.entries(item).map(([method, op]) => `${method.toUpperCase()} ${path} ${op["x-access"]}`))
      .sort();
    expect(inDocument).toEqual(inTable);
  });

  it("asks for a session exactly where the table does, and documents the error shape on every operation", async () => {
    const document = await fetchDocument();
    const table = ((await (await fetch(`${baseUrl()}/v1/dev/routes`)).json()) as { routes: Route[] }).routes;
    for (const route of table) {
      const op = document.paths[openapiPath(route.path)]?.[route.method.toLowerCase()];
      if (!op) throw new Error(`${route.method} ${route.path} is not in the document`);
      const signedIn = ["user", "seller", "admin"].includes(route.access);
      expect(Boolean(op.security?.length), `${route.method} ${route.path}`).toBe(signedIn);
      if (signedIn) expect(Object.keys(op.responses), `${route.method} ${route.path}`).toEqual(expect.arrayContaining(["401", "403"]));
      expect(Object.keys(op.responses), `${route.method} ${route.path}`).toContain("503");
    }
  });

  it("generates the web app's API types that are committed (run scripts/api-types.sh after changing the API)", async () => {
    const document = await fetchDocument();
    expect(
      readFileSync(SCHEMA_FILE, "utf8") === (await apiTypes(document)),
      "web/src/api/schema.d.ts is stale: run scripts/api-types.sh",
    ).toBe(true);
  });
});
