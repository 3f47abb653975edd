// node scripts/api-types.ts <document.json>: writes web/src/api/schema.d.ts
// (see scripts/api-types.sh).
import { readFileSync, writeFileSync } from "node:fs";
import { apiTypes, SCHEMA_FILE } from "../tests/support/api-types.ts";

const document = JSON.parse(readFileSync(process.argv[2] ?? "", "utf8")) as object;
writeFileSync(SCHEMA_FILE, await apiTypes(document));
