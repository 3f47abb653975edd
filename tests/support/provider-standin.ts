// A loopback stand-in for the two providers' APIs as far as the edge asks
// them about a seller's keys when they are saved (issue 14): the card
// provider's balance read with the secret key, and the wallet provider's
// access token for the client credentials. Answers are the recorded ones in
// payments/fixtures. A key or client id the test marks as refused gets the
// provider's recorded refusal; the card provider's balance says `livemode`
// by the key's own prefix unless the test says otherwise. Other requests
// can be answered by the test (`extra`), else 404 as the provider would.
// `startLoopback` is the server under it, for tests that replay a
// provider's whole API.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

type Json = Record<string, any>;
const fixture = (provider: string, name: string) =>
  JSON.parse(readFileSync(new URL(`../../payments/fixtures/${provider}/${name}.json`, import.meta.url), "utf8")) as Json;

export const recordedKeyAnswers = {
  balance: fixture("stripe", "balance"),
  invalidKey: fixture("stripe", "error_401_invalid_api_key"),
  token: fixture("paypal", "token"),
  invalidClient: fixture("paypal", "error_401_invalid_client"),
};

export type Received = { method: string; path: string; headers: IncomingMessage["headers"]; body: string };
export type Send = (status: number, payload: unknown, headers?: Record<string, string>) => void;

export interface KeyStandin {
  apiBase: string;
  received: Received[];
  /** Secret keys and client ids the provider refuses (401). */
  refused: Set<string>;
  /** Secret keys the provider says are of the other mode than their prefix. */
  otherMode: Set<string>;
  close(): Promise<void>;
}

export interface Loopback {
  apiBase: string;
  /** Every request so far, in order. */
  received: Received[];
  close(): Promise<void>;
}

/**
 * A JSON server on a free loopback port standing in for a provider's API:
 * it records every request and answers it with `handle` (a test's replay of
 * the provider's recorded answers).
 */
export async function startLoopback(handle: (r: Received, send: Send) => void): Promise<Loopback> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const r: Received = { method: req.method ?? "", path: req.url ?? "", headers: req.headers, body };
      received.push(r);
      handle(r, (status, payload, headers = {}) => {
        res.writeHead(status, { "content-type": "application/json", ...headers });
        res.end(JSON.stringify(payload));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Starts the stand-in on a free loopback port; `extra` may answer other requests (true when it did). */
export async function startKeyStandin(extra?: (r: Received, send: Send) => boolean): Promise<KeyStandin> {
  const refused = new Set<string>();
  const otherMode = new Set<string>();
  const loopback = await startLoopback((r, send) => {
    const auth = String(r.headers.authorization ?? "");
    if (r.method === "GET" && r.path === "/v1/balance") {
      const key = auth.replace(/^Bearer /, "");
      if (refused.has(key)) return send(recordedKeyAnswers.invalidKey.response.status, recordedKeyAnswers.invalidKey.response.body);
      const live = /^(sk|rk)_live_/.test(key) !== otherMode.has(key);
      return send(recordedKeyAnswers.balance.response.status, { ...recordedKeyAnswers.balance.response.body, livemode: live });
    }
    if (r.method === "POST" && r.path === "/v1/oauth2/token") {
      const [clientId] = Buffer.from(auth.replace(/^Basic /, ""), "base64")
        .toString()
        .split(":");
      if (refused.has(clientId ?? ""))
        return send(recordedKeyAnswers.invalidClient.response.status, recordedKeyAnswers.invalidClient.response.body);
      return send(recordedKeyAnswers.token.response.status, recordedKeyAnswers.token.response.body);
    }
    if (extra?.(r, send)) return;
    send(404, { error: { type: "invalid_request_error", message: `no such route: ${r.method} ${r.path}` } });
  });
  return { ...loopback, refused, otherMode };
}
