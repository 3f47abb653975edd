import { fileURLToPath, pathToFileURL } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

// The payment page alone (issue 18: a checkout light on a phone), built
// beside the app: `vite build --config web/vite.checkout.config.ts` into
// dist/checkout/ (and with `--mode dev` into dist-dev/checkout/). The edge
// answers /s/{u}/products/{id}/pay with its index.html. Three swaps keep it
// small, the page's code itself unchanged:
// - React is preact/compat (the same hooks, a tenth of the size);
// - core is the light WebAssembly build (core/light.ts: wasm-pkg/pkg-checkout,
//   no time-zone database, only the exports the page calls; the build fails
//   if the page imports one it lacks);
// - the word catalogues hold only the groups the page's modules read (the
//   build fails if a module reads a group left out).
// The app's build (vite.config.ts) empties dist/; scripts/build.sh runs this
// one after it.
const root = fileURLToPath(new URL(".", import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/** The catalogue groups the payment page's modules read (`textTable(group, …)`). */
const WORD_GROUPS = [
  "api/messages",
  "app/Money",
  "app/LanguageSelect",
  "app/title",
  "checkout/texts",
  "checkout/planWords",
  "forms/PayerDetails",
  "storefront/texts",
  "storefront/Problem",
  "ui/texts",
];

const preact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: "preact/jsx-runtime" },
];

/** Puts core/light.ts wherever core/index.ts is imported. */
function lightCore(): Plugin {
  const full = src("core/index.ts");
  const light = src("core/light.ts");
  return {
    name: "sellwerk-light-core",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)core(\/index(\.ts)?)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === full ? light : null;
    },
  };
}

/** The word catalogues (i18n/de.ts, en.ts) cut to WORD_GROUPS; refuses a build whose modules read another group. */
function checkoutWords(): Plugin {
  const catalogues = new Map([
    [src("i18n/de.ts"), "de"],
    [src("i18n/en.ts"), "en"],
  ]);
  const read = new Set<string>();
  return {
    name: "sellwerk-checkout-words",
    enforce: "pre",
    async load(id) {
      const name = catalogues.get(id);
      if (!name) return null;
      // Node runs the catalogue (plain data; its one import is a type)
      const module = (await import(pathToFileURL(id).href)) as Record<string, Record<string, unknown>>;
      const all = module[name] ?? {};
      const kept = Object.fromEntries(WORD_GROUPS.filter((g) => g in all).map((g) => [g, all[g]]));
      return `export const ${name} = ${JSON.stringify(kept)};\n`;
    },
    transform(code, id) {
      if (!id.startsWith(src("")) || !/\.tsx?$/.test(id)) return null;
      for (const m of code.matchAll(/textTable\(\s*"([^"]+)"/g)) read.add(m[1]!);
      return null;
    },
    buildEnd(error) {
      if (error) return;
      const missing = [...read].filter((g) => !WORD_GROUPS.includes(g));
      if (missing.length) this.error(`the payment page reads word groups left out of its bundle: ${missing.join(", ")} (WORD_GROUPS)`);
    },
  };
}

export default defineConfig(({ mode }) => {
  const devPages = mode === "dev";
  return {
    root: `${root}checkout`,
    base: "/checkout/",
    plugins: [lightCore(), checkoutWords(), react()],
    resolve: { alias: preact },
    define: {
      "import.meta.env.SELLWERK_DEV_PAGES": JSON.stringify(devPages),
    },
    build: {
      outDir: `${root}${devPages ? "dist-dev" : "dist"}/checkout`,
      emptyOutDir: true,
      // top-level await loads the wasm module
      target: "es2022",
      // the WebAssembly module is fetched as a file, never inlined
      assetsInlineLimit: 0,
    },
  };
});
