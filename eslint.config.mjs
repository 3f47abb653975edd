// ESLint for the TypeScript of web/, tests/ and the configs, with
// typescript-eslint's type-aware rules (each file checked with the types of
// its tsconfig: web/tsconfig.json for web/src, the root tsconfig.json for
// the rest), and React's rules of hooks; plain JavaScript (bench/, scripts/)
// with the JavaScript rules. `scripts/test.sh` runs it and fails on any
// error or warning (`--max-warnings 0`). A rule is relaxed only with the
// reason beside it.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The declarations of web/src/api that may spell an object type, each for a
 * reason: request helpers whose body is core's own type (snake_case, sent
 * as it is) or an upload's raw answer, and the answers whose document
 * entry is any JSON until the edge names its type (the thank-you page's
 * page-builder document, which issue 19 types).
 */
const handWrittenAllowed = [
  // the thank-you page's page-builder document, any JSON in the API document until issue 19 types it
  "PageBlock",
  "OrderPages",
  "OrderStatus",
  // request bodies whose terms are core's types, sent in core's snake_case
  "PlanAsk",
  "BulkCouponBody",
  // an upload's raw status and body (XMLHttpRequest), before it is read as an answer
  "RawAnswer",
];

/** The selectors of that rule (exported for tests/lint-rules.test.ts, which shows each refuses what it names). */
export function handWrittenTypes() {
  const allowed = `/^(${handWrittenAllowed.join("|")})$/`;
  const message = "Use the generated API types (types.ts: Schema, Answer, RequestBody) instead of a hand-written shape.";
  return [
    { selector: `TSInterfaceDeclaration:not([id.name=${allowed}])`, message },
    { selector: `TSTypeAliasDeclaration:not([id.name=${allowed}]) TSTypeLiteral`, message },
    { selector: "CallExpression > TSTypeParameterInstantiation TSTypeLiteral", message },
    { selector: "TSAsExpression TSTypeLiteral", message },
  ];
}

export default tseslint.config(
  {
    ignores: [
      "target/",
      "node_modules/",
      "web/dist/",
      "web/dist-dev/",
      "wasm-pkg/",
      "edge/build/",
      "edge/build-dev/",
      "edge/build-app/",
      "edge/build-whole/",
      "core/fuzz/",
      "test-output/",
      "bench/results/",
    ],
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // A rest pattern that leaves a key out names it with a leading
      // underscore (`const { [id]: _gone, ...rest } = map`): that is its use.
      "@typescript-eslint/no-unused-vars": ["error", { varsIgnorePattern: "^_", argsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    // React's hook rules and the React Compiler's, as errors: a loading hook
    // holds its answer with the key it asked for (useLoad, the payment
    // page's quote and coupon, the card fields) instead of resetting state
    // in an effect; an effect reads the latest props through useEffectEvent.
    files: ["web/src/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat["recommended-latest"]],
  },
  {
    // Core reaches the app only through web/src/core: it fetches and starts
    // the one WebAssembly instance (and survives its failure). A module that
    // imported wasm-bindgen's bundler entry directly would start a second
    // instance under the same glue, and values of one would be read in the
    // other's tables. Unit tests read the Node build (pkg-node) by path.
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/core/**", "web/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ regex: "wasm-pkg/pkg/", message: "Import core from web/src/core, which owns the one WebAssembly instance." }] },
      ],
    },
  },
  {
    // No hand-written answer type in the API modules (issue 15): every
    // answer's and request body's type comes from the generated
    // `schema.d.ts` through `types.ts` (`Schema`, `Answer`, `RequestBody`,
    // `Sendable`, `Wire`). An interface, an object type literal in a type
    // alias, or one in a call's type arguments (`api.get<{ … }>`) or a cast
    // is an error here, except the names listed, each with its reason. The
    // client's machinery (fetch, headers, keys, errors, the generated
    // types' glue) describes no answer and is not held by this rule.
    files: ["web/src/api/**/*.ts"],
    ignores: [
      "web/src/api/**/*.test.ts",
      "web/src/api/schema.d.ts",
      "web/src/api/types.ts",
      "web/src/api/http.ts",
      "web/src/api/client.ts",
      "web/src/api/case.ts",
      "web/src/api/encode.ts",
      "web/src/api/errors.ts",
      "web/src/api/jsonapi.ts",
      "web/src/api/identity.ts",
      "web/src/api/idempotency.ts",
      "web/src/api/url.ts",
      "web/src/api/referer.ts",
      "web/src/api/messages.ts",
    ],
    rules: {
      "no-restricted-syntax": ["error", ...handWrittenTypes()],
    },
  },
  {
    files: ["tests/**/*.ts"],
    rules: {
      // The tests read the API's JSON answers as `Record<string, any>` on
      // purpose: each test states the shape it expects with expect(), and
      // typing every answer by hand would copy the web app's types (the API
      // types generated from the OpenAPI document can replace this later).
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
      "@typescript-eslint/no-unsafe-return": "off",
    },
  },
  {
    files: ["**/*.mjs"],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
