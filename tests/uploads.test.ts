// A product file larger than one request may carry (100 MiB), uploaded in
// parts to R2 (issue 29), as the cabinet does it: begin, send parts, lose
// the connection, ask which parts R2 has, send only the missing ones,
// complete; the file is then served with its sniffed type and by ranges.
// Also what a seller may not do: another seller's upload, a part of the
// wrong size, completing with parts missing.
import { beforeAll, describe, expect, it } from "vitest";
import { apiAs, baseUrl, confirmedAccount, expectError, must, signIn } from "./support/api";

const run = `up${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const anyone = apiAs(() => "");
const tokens = { a: "", b: "" };
const sellerA = apiAs(() => tokens.a);
const sellerB = apiAs(() => tokens.b);
let product = 0;

const MIB = 1024 * 1024;
/** 101 MiB: an MP4's first box, then bytes numbered by their position so any range names its bytes. */
const SIZE = 101 * MIB;
function bigFile(): Buffer {
  const bytes = Buffer.alloc(SIZE);
  for (let i = 0; i < SIZE; i += 4) bytes.writeUInt32BE(i, i);
  Buffer.from("\0\0\0\x18ftypmp42\0\0\0\0mp42isom", "latin1").copy(bytes, 0);
  return bytes;
}

const putPart = (token: string, upload: string, n: number, body: Buffer, signal?: AbortSignal) =>
  fetch(`${baseUrl()}/v1/cabinet/products/${product}/uploads/${upload}/parts/${n}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/octet-stream" },
    body: new Uint8Array(body),
    signal,
  });

beforeAll(async () => {
  let address = 120;
  for (const who of ["a", "b"] as const) {
    const email = `${run}-${who}@example.org`;
    await confirmedAccount(anyone, {
      email,
      password: "uploads password",
      username: `${run}${who}`.slice(0, 30),
      firstName: "Ulla",
      lastName: "Upload",
      profile: "seller",
    });
    tokens[who] = await signIn(email, "uploads password", `198.51.100.${address++}`);
  }
  product = (await must(sellerA)("/v1/cabinet/products", { form: "download", name: `Big ${run}` })).product.id;
});

describe("uploads in parts", () => {
  it("uploads a file above 100 MiB in parts and resumes after an interruption without sending a part twice", async () => {
    const file = bigFile();
    const begun = await sellerA("POST", `/v1/cabinet/products/${product}/uploads?name=${encodeURIComponent("Lektion 1.mp4")}&size=${SIZE}`);
    expect(begun.status, begun.text).toBe(201);
    const { token, part_size: partSize, parts } = begun.body.upload;
    expect(parts).toBe(Math.ceil(SIZE / partSize));
    expect(begun.body.upload.done).toEqual([]);
    const slice = (n: number) => file.subarray((n - 1) * partSize, Math.min(SIZE, n * partSize));

    // the first three parts, then the connection drops mid-part (the browser is closed)
    for (const n of [1, 2, 3]) expect((await putPart(tokens.a, token, n, slice(n))).status).toBe(200);
    const cut = new AbortController();
    const dropped = putPart(tokens.a, token, 4, slice(4), cut.signal);
    cut.abort();
    await dropped.then((r) => r.arrayBuffer()).catch(() => undefined);

    // completing now is refused: parts are missing
    const early = await sellerA("POST", `/v1/cabinet/products/${product}/uploads/${token}/complete`);
    expectError(early, 409, "upload_incomplete");

    // the browser comes back with the token it kept and asks what R2 has
    const resumed = await sellerA("GET", `/v1/cabinet/products/${product}/uploads/${token}`);
    expect(resumed.status, resumed.text).toBe(200);
    const done = resumed.body.upload.done as number[];
    expect(done).toEqual(expect.arrayContaining([1, 2, 3]));
    const sent: number[] = [];
    for (let n = 1; n <= parts; n++) {
      if (done.includes(n)) continue;
      const answer = await putPart(tokens.a, token, n, slice(n));
      expect(answer.status, await answer.clone().text()).toBe(200);
      sent.push(n);
    }
    expect(sent).not.toContain(1);
    expect(sent).not.toContain(2);
    expect(sent).not.toContain(3);

    const completed = await sellerA("POST", `/v1/cabinet/products/${product}/uploads/${token}/complete`);
    expect(completed.status, completed.text).toBe(201);
    expect(completed.body.file).toMatchObject({ name: "Lektion 1.mp4", size: SIZE, content_type: "video/mp4" });
    // the upload is gone once complete
    expectError(await sellerA("GET", `/v1/cabinet/products/${product}/uploads/${token}`), 404, "upload_not_found");

    // the file is whole: its ends and a range across two parts
    const id = completed.body.file.id;
    for (const [start, end] of [
      [0, 31],
      [partSize - 8, partSize + 7],
      [SIZE - 16, SIZE - 1],
    ] as const) {
      const served = await fetch(`${baseUrl()}/v1/cabinet/products/${product}/files/${id}/content`, {
        headers: { authorization: `Bearer ${tokens.a}`, range: `bytes=${start}-${end}` },
      });
      expect(served.status).toBe(206);
      expect(served.headers.get("content-range")).toBe(`bytes ${start}-${end}/${SIZE}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(file.subarray(start, end + 1))).toBe(true);
    }
  }, 180_000);

  it("refuses a part of the wrong size, a part outside the file, another seller, and a file too large", async () => {
    const begun = await sellerA("POST", `/v1/cabinet/products/${product}/uploads?name=small.bin&size=${12 * MIB}`);
    expect(begun.status, begun.text).toBe(201);
    const token = begun.body.upload.token as string;
    const wrong = await putPart(tokens.a, token, 1, Buffer.alloc(MIB));
    expect(wrong.status).toBe(422);
    const outside = await putPart(tokens.a, token, 3, Buffer.alloc(MIB));
    expect(outside.status).toBe(422);
    // another seller reaches nothing of it
    expectError(await sellerB("GET", `/v1/cabinet/products/${product}/uploads/${token}`), 404, "upload_not_found");
    const theirs = await putPart(tokens.b, token, 2, Buffer.alloc(2 * MIB));
    expect(theirs.status).toBe(404);
    expect((await anyone("GET", `/v1/cabinet/products/${product}/uploads/${token}`)).status).toBe(401);
    // too large, empty
    expectError(
      await sellerA("POST", `/v1/cabinet/products/${product}/uploads?name=huge.bin&size=${6 * 1024 * MIB}`),
      413,
      "file_too_large",
    );
    expectError(await sellerA("POST", `/v1/cabinet/products/${product}/uploads?name=empty.bin&size=0`), 422, "invalid_input", "size");
    // given up: gone
    expect((await sellerA("DELETE", `/v1/cabinet/products/${product}/uploads/${token}`)).status).toBe(204);
    expectError(await sellerA("GET", `/v1/cabinet/products/${product}/uploads/${token}`), 404, "upload_not_found");
  });
});
