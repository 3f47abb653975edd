// A loopback stand-in for the card provider's Connect onboarding (issue 30),
// replaying the recorded answers of payments/fixtures/stripe: the token
// exchange answers each code the test registered with the recorded
// connection for that code's account (once: a code used again gets the
// recorded `invalid_grant`), deauthorizing answers the recorded answer, and
// the authorize page sends the browser straight back to its `redirect_uri`
// with `approve`'s code and the same state, as the provider does after the
// seller approves. Payment intents are answered with the recorded one-off
// card payment. The edge reaches it through `POST /v1/dev/providers`.
import { readFileSync } from "node:fs";
import { createHmac } from "node:crypto";
import { type Loopback, type Received, startLoopback } from "./provider-standin";

type Json = Record<string, any>;
export const stripeFixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../payments/fixtures/stripe/${name}.json`, import.meta.url), "utf8")) as Json;

/** The development build's Connect webhook secret (wrangler.toml, `[env.dev.vars]`). */
export const CONNECT_WEBHOOK_SECRET = "whsec_local_development_only_connect";

/** A `Stripe-Signature` for `payload` signed with `secret` now. */
export function stripeSignature(payload: string, secret = CONNECT_WEBHOOK_SECRET, t = Math.floor(Date.now() / 1000)) {
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${payload}`).digest("hex")}`;
}

export interface ConnectStandin extends Loopback {
  /** Registers a code the provider accepts once, for `account` (live unless `livemode` is false). */
  code(code: string, account: string, livemode?: boolean): void;
  /** The code the authorize page sends back next (after the seller "approves"). */
  approve: { code: string };
  /** The connected account's secret key the token exchange answers for `account`. */
  keyOf(account: string): string;
  received: Received[];
}

export async function startConnectStandin(): Promise<ConnectStandin> {
  const token = stripeFixture("oauth_token");
  const used = stripeFixture("oauth_token_invalid_grant");
  const deauthorized = stripeFixture("oauth_deauthorize");
  const intent = stripeFixture("payment_intent_card_one_off");
  const codes = new Map<string, { account: string; livemode: boolean }>();
  const approve = { code: "" };
  const keyOf = (account: string) => `sk_live_51${account.replace(/^acct_/, "")}AccessToken`;
  let intents = 0;
  const loopback = await startLoopback((r, send) => {
    const url = new URL(r.path, "http://x");
    const form = new URLSearchParams(r.body);
    if (r.method === "GET" && url.pathname === "/oauth/authorize") {
      const back = new URL(url.searchParams.get("redirect_uri")!);
      back.searchParams.set("code", approve.code);
      back.searchParams.set("state", url.searchParams.get("state")!);
      return send(302, {}, { location: back.toString() });
    }
    if (r.method === "POST" && url.pathname === "/oauth/token") {
      const grant = codes.get(form.get("code") ?? "");
      if (!grant) return send(used.response.status, used.response.body);
      codes.delete(form.get("code")!);
      const account = grant.account;
      return send(token.response.status, {
        ...token.response.body,
        livemode: grant.livemode,
        stripe_user_id: account,
        access_token: keyOf(account),
        stripe_publishable_key: `pk_live_51${account.replace(/^acct_/, "")}Publishable`,
      });
    }
    if (r.method === "POST" && url.pathname === "/oauth/deauthorize") {
      return send(deauthorized.response.status, { stripe_user_id: form.get("stripe_user_id") });
    }
    if (r.method === "POST" && url.pathname === "/v1/payment_intents") {
      const id = `pi_connect_${++intents}_${Date.now().toString(36)}`;
      return send(intent.response.status, {
        ...intent.response.body,
        id,
        client_secret: `${id}_secret_${intents}`,
        amount: Number(form.get("amount")),
        currency: form.get("currency"),
      });
    }
    send(404, { error: { type: "invalid_request_error", message: `no such route: ${r.method} ${r.path}` } });
  });
  return {
    ...loopback,
    approve,
    keyOf,
    code: (code, account, livemode = true) => codes.set(code, { account, livemode }),
  };
}
