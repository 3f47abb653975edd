// The benchmarks' client of the counting worker (bench/counting-worker.mjs):
// JSON calls from one loopback address (its own rate-limit bucket) and the
// worker's D1 statistics per label.

/** A client of the worker at `url`: `call` answers {status, body, text}; `stats(label)` the D1 counts so far. */
export function countingClient(url, { address, timeoutMs }) {
  async function call(method, path, { json, token } = {}) {
    const headers = { "cf-connecting-ip": address };
    if (json) headers["content-type"] = "application/json";
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(url + path, {
      method,
      headers,
      body: json ? JSON.stringify(json) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, body, text };
  }

  async function stats(label) {
    const answer = await call("GET", "/__bench/d1_stats");
    return answer.body.labels[label] ?? { round_trips: 0, statements: 0, rows_read: 0 };
  }

  /** Signs in as the demo seller and answers the access token. */
  async function signInDemo() {
    const session = await call("POST", "/v1/app/session", { json: { email: "demo@sellwerk.test", password: "demo-password" } });
    if (session.status !== 200) throw new Error(`sign-in: ${session.status} ${session.text.slice(0, 300)}`);
    return session.body.access_token;
  }

  return { call, stats, signInDemo };
}
