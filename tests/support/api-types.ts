// The web app's API types, generated from the API document by
// openapi-typescript: `scripts/api-types.sh` writes them to
// `web/src/api/schema.d.ts`, and `tests/openapi.test.ts` fails when the
// committed file differs from what the served document generates.
// Runs under Node's type stripping too (`scripts/api-types.ts`).
import openapiTS, { astToString } from "openapi-typescript";

export const SCHEMA_FILE = new URL("../../web/src/api/schema.d.ts", import.meta.url);

const HEADER = `// Generated from the edge's API document (GET /v1/openapi.json) by
// scripts/api-types.sh; do not edit. tests/openapi.test.ts checks it fresh.
`;

export async function apiTypes(document: object): Promise<string> {
  return HEADER + astToString(await openapiTS(document as Parameters<typeof openapiTS>[0]));
}
