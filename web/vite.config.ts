import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import wasm from "vite-plugin-wasm";

const root = fileURLToPath(new URL(".", import.meta.url));

// Two builds of the one app: the production build (`vite build`, into
// dist/, what `wrangler deploy` uploads) and the development build
// (`vite build --mode dev`, into dist-dev/, what `wrangler dev --env dev`
// serves). Only the development build has the /dev/* pages (the mailbox,
// the component catalogue): elsewhere SELLWERK_DEV_PAGES is false and their
// code is dropped as dead (scripts/check-deploy.sh looks for it).
export default defineConfig(({ mode }) => {
  const devPages = mode === "dev";
  return {
    root,
    plugins: [react(), wasm()],
    define: {
      "import.meta.env.SELLWERK_DEV_PAGES": JSON.stringify(devPages),
    },
    build: {
      outDir: devPages ? "dist-dev" : "dist",
      emptyOutDir: true,
      // top-level await loads the wasm module
      target: "es2022",
    },
  };
});
