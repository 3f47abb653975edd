// What the Node benchmarks that start their own worker share (bench/common.sh
// is the shell scripts' twin).

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** wrangler's `--var` arguments for the three sites on `port`, as `npm start` has them. */
export function siteVars(port) {
  return [
    "--var",
    `SITE_ORIGIN:http://127.0.0.1:${port}`,
    "--var",
    `SHOP_ORIGIN:http://{shop}.shops.localhost:${port}`,
    "--var",
    `FILES_ORIGIN:http://files.localhost:${port}`,
  ];
}

/** Whether the worker at `base` answered its health check within two minutes. */
export async function becameHealthy(base) {
  for (let i = 0; i < 240; i++) {
    const ok = await fetch(`${base}/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return true;
    await sleep(500);
  }
  return false;
}
