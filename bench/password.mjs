// The cost of one Argon2id password hash (19 MiB, 2 iterations,
// parallelism 1) inside the worker, measured in one run against two
// baselines:
// - the same hash natively (core/examples/hash_bench.rs, passed in);
// - a request to the same worker that does no hashing (check_email, which
//   also reads D1 once), so the difference of the medians is the hash.
// Sign-in requests use a new address and client address each time, so no
// rate limit answers early; an unknown address verifies the stand-in hash,
// the same work as a wrong password. Requests run one at a time on
// loopback: the hash is CPU-bound, so wall time on an idle loop is its CPU
// time. Bounded: a fixed number of requests.
const [nativeJson, base] = process.argv.slice(2);
const nativeUs = JSON.parse(nativeJson).native_hash_us;
const ROUNDS = process.env.BENCH_SMOKE ? 2 : 40;

async function timed(path, body, ip) {
  const start = process.hrtime.bigint();
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": ip },
    body: JSON.stringify(body),
  });
  await response.text();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, status: response.status };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const signIn = [];
const check = [];
for (let i = 0; i < ROUNDS; i++) {
  const a = await timed("/v1/app/session", { email: `bench${i}@example.org`, password: "not the password" }, `198.18.0.${i}`);
  if (a.status !== 401) throw new Error(`sign-in answered ${a.status}, expected 401`);
  signIn.push(a.ms);
  const b = await timed("/v1/app/user/check_email", { email: `bench${i}@example.org` }, `198.18.1.${i}`);
  if (b.status !== 200) throw new Error(`check_email answered ${b.status}, expected 200`);
  check.push(b.ms);
}
const hashMs = median(signIn) - median(check);
const nativeMs = nativeUs / 1000;
console.table([
  { measure: "sign-in, wrong password (median ms)", value: median(signIn).toFixed(1) },
  { measure: "check_email, no hash (median ms)", value: median(check).toFixed(1) },
  { measure: "one Argon2id hash in workerd (ms)", value: hashMs.toFixed(1) },
  { measure: "one Argon2id hash natively (ms)", value: nativeMs.toFixed(1) },
  { measure: "workerd / native", value: (hashMs / nativeMs).toFixed(2) },
]);
