import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import wasm from "vite-plugin-wasm";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), wasm()],
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // top-level await loads the wasm module
    target: "es2022",
  },
});
