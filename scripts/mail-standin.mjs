// A loopback stand-in for the mail provider's HTTP API, for the production
// build run locally (SELLWERK_MODE=production npm start) and its tests.
// It takes what the worker's HttpSender posts (JSON {from, to, subject,
// text, headers?}, `Authorization: Bearer <MAIL_API_TOKEN>`), keeps each mail in
// <state>/mails.jsonl and prints a line; `GET /mails` lists them. It writes
// the port it listens on to <state>/mail-port.
import { appendFileSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";

const state = process.argv[2];
if (!state) throw new Error("usage: mail-standin.mjs <state directory>");
const token = process.env.MAIL_API_TOKEN ?? "";
const store = join(state, "mails.jsonl");

function answer(res, status, body) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

const server = createServer((req, res) => {
  if (req.url !== "/mails") return answer(res, 404, { error: "not_found" });
  if (req.method === "GET") {
    const list = existsSync(store)
      ? readFileSync(store, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l))
      : [];
    return answer(res, 200, { list });
  }
  if (req.method !== "POST") return answer(res, 405, { error: "method_not_allowed" });
  if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { error: "unauthorized" });
  let body = "";
  req.on("data", (chunk) => (body += chunk));
  req.on("end", () => {
    let mail;
    try {
      mail = JSON.parse(body);
    } catch {
      return answer(res, 400, { error: "malformed_json" });
    }
    if (typeof mail.to !== "string" || typeof mail.subject !== "string" || typeof mail.text !== "string") {
      return answer(res, 422, { error: "invalid_mail" });
    }
    const kept = {
      key: req.headers["idempotency-key"] ?? null,
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      headers: mail.headers ?? {},
    };
    appendFileSync(store, `${JSON.stringify(kept)}\n`);
    console.log(`mail to ${mail.to}: ${mail.subject}`);
    answer(res, 202, { accepted: true });
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") writeFileSync(join(state, "mail-port"), String(address.port));
});
