// What the web build (web/vite.config.ts) writes into the code.
interface ImportMeta {
  readonly env: {
    /** True only in the development build (web/dist-dev): the /dev/* pages exist. */
    readonly SELLWERK_DEV_PAGES?: boolean;
  };
}
