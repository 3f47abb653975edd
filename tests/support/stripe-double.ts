// A test double of the card provider (Stripe) for browser tests, because
// the provider cannot be reached from this machine: its browser script
// (served in place of https://js.stripe.com/v3/ through playwright's
// routing) and its API (a node server on loopback).
//
// The script follows Stripe.js's documented surface as the payment page
// uses it (https://docs.stripe.com/js): `Stripe(publishableKey)`,
// `stripe.elements({ clientSecret })`, `elements.create("payment")`,
// `element.mount(el)`, `element.on("ready")`, `element.destroy()` and
// `stripe.confirmPayment({ elements, confirmParams: { return_url },
// redirect: "if_required" })` answering `{ paymentIntent }` or `{ error }`,
// and `stripe.confirmSetup(...)` the same way for a SetupIntent (a free
// trial saves the card, nothing is charged), answering `{ setupIntent }`.
// Like the real one, the element is an <iframe> holding the card inputs, so
// the card number is never in the page's own DOM, and the confirmation goes
// from the browser straight to the provider's API, form-encoded:
// `key=<publishable>&client_secret=<secret>&payment_method_data[type]=card
// &payment_method_data[card][number]=...` to
// `/v1/payment_intents/<id>/confirm`. (The real frame is of the provider's
// origin; this one is `srcdoc`, so it is the page's origin: the double reads
// the inputs where the real script would post a message between frames.)
// A card whose issuer wants an authentication by redirect takes the
// buyer to the server's page for it, which sends them to `return_url` with
// `payment_intent`, `payment_intent_client_secret` and `redirect_status`,
// as the provider does.
//
// The server replays the recorded answers in payments/fixtures/stripe
// (payment intents, card errors, events) with ids of its own per payment,
// keeps each payment intent's state (so a read after a confirmation says
// "succeeded"), answers the edge's own calls (create and read payment
// intents, customers, the balance read that checks the keys when they are
// saved), and after a confirmation sends the signed webhook to
// the edge, unless told to withhold it.
import { createHmac, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export const STRIPE_JS_URL = "https://js.stripe.com/v3/";

type Json = Record<string, any>;
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../payments/fixtures/stripe/${name}.json`, import.meta.url), "utf8")) as Json;

export const recorded = {
  created: fixture("payment_intent_card_one_off"),
  savedFirst: fixture("payment_intent_save_for_later"),
  succeeded: fixture("event_payment_intent_succeeded"),
  failed: fixture("event_payment_intent_payment_failed"),
  stolen: fixture("error_402_stolen_card"),
  expired: fixture("payment_intent_failed_expired_card"),
  unauthorized: fixture("error_401_invalid_api_key"),
  threeDs: fixture("payment_intent_confirm_3ds"),
  balance: fixture("balance"),
  setupCreated: fixture("setup_intent_create"),
  setupSaved: fixture("event_setup_intent_succeeded"),
};

/** Stripe's documented test cards (https://docs.stripe.com/testing) this double knows. */
export const CARDS = {
  ok: "4242424242424242",
  declined: "4000000000000002",
  insufficientFunds: "4000000000009995",
  stolen: "4000000000009979",
  expired: "4000000000000069",
  authenticate: "4000002760003184",
} as const;

/** The card error a declining test card answers (`error.payment_intent` is added per payment). */
function declineOf(number: string): Json | null {
  const stolen = recorded.stolen.response.body.error as Json;
  switch (number) {
    case CARDS.declined:
      return { ...stolen, code: "card_declined", decline_code: "generic_decline", message: "Your card was declined.", charge: id("ch") };
    case CARDS.insufficientFunds:
      return {
        ...stolen,
        code: "card_declined",
        decline_code: "insufficient_funds",
        message: "Your card has insufficient funds.",
        charge: id("ch"),
      };
    case CARDS.stolen:
      return { ...stolen, charge: id("ch") };
    case CARDS.expired:
      return { ...(recorded.expired.response.body.last_payment_error as Json), charge: id("ch") };
    default:
      return null;
  }
}

const id = (prefix: string) => `${prefix}_3Dbl${randomBytes(9).toString("base64url").replace(/[-_]/g, "x")}`;
const now = () => Math.floor(Date.now() / 1000);

/** The browser script: the double of Stripe.js, calling `apiBase` instead of the provider. */
export function stripeJs(apiBase: string): string {
  const fields = `<!doctype html><html><head><meta charset="utf-8"><style>
body{margin:0;font:15px system-ui,sans-serif}label{display:block;margin:0 0 .5rem}input{display:block;width:100%;box-sizing:border-box;padding:.45rem;border:1px solid #bbb;border-radius:4px;font:inherit}
.row{display:flex;gap:.5rem}.row label{flex:1}
</style></head><body>
<label>Card number<input name="number" autocomplete="cc-number" inputmode="numeric" placeholder="1234 1234 1234 1234" data-testid="stripe-card-number"></label>
<div class="row"><label>Expiry<input name="expiry" autocomplete="cc-exp" placeholder="MM / YY" data-testid="stripe-card-expiry"></label>
<label>CVC<input name="cvc" autocomplete="cc-csc" inputmode="numeric" placeholder="CVC" data-testid="stripe-card-cvc"></label></div>
</body></html>`;
  return `/* Test double of Stripe.js (tests/support/stripe-double.ts). */
(() => {
  const API = ${JSON.stringify(apiBase)};
  const FIELDS = ${JSON.stringify(fields)};
  const frames = new WeakMap();
  const secrets = new WeakMap();
  function Stripe(key) {
    if (typeof key !== "string" || !key) throw new Error("Please call Stripe() with your publishable key. You used an empty string.");
    return {
      elements(options) {
        const clientSecret = options && options.clientSecret;
        if (typeof clientSecret !== "string" || !clientSecret.includes("_secret_")) throw new Error("Invalid value for elements(): clientSecret should be a client secret.");
        const elements = {
          create(type) {
            if (type !== "payment") throw new Error("This double knows only the payment element, not " + type + ".");
            const handlers = {};
            let frame = null;
            const element = {
              mount(target) {
                const host = typeof target === "string" ? document.querySelector(target) : target;
                if (!host) throw new Error("IntegrationError: mount target not found");
                frame = document.createElement("iframe");
                frame.name = "__privateStripeFrame" + Math.floor(Math.random() * 1e6);
                frame.title = "Secure payment input frame";
                frame.setAttribute("allowtransparency", "true");
                frame.style.cssText = "border:0;width:100%;height:140px;display:block";
                frame.addEventListener("load", () => (handlers.ready || []).forEach((h) => h({ elementType: "payment" })), { once: true });
                frame.srcdoc = FIELDS;
                host.appendChild(frame);
                frames.set(elements, frame);
              },
              on(event, handler) {
                (handlers[event] = handlers[event] || []).push(handler);
                return element;
              },
              unmount() {
                if (frame) frame.remove();
              },
              destroy() {
                if (frame) frame.remove();
                frame = null;
                frames.delete(elements);
              },
            };
            return element;
          },
        };
        secrets.set(elements, clientSecret);
        return elements;
      },
      confirmPayment(options) {
        return confirmWith("payment_intents", "paymentIntent", options);
      },
      confirmSetup(options) {
        return confirmWith("setup_intents", "setupIntent", options);
      },
    };
    async function confirmWith(path, answerName, options) {
        const elements = options && options.elements;
        const frame = elements && frames.get(elements);
        const doc = frame && frame.contentDocument;
        if (!doc) return { error: { type: "validation_error", code: "incomplete", message: "Please fill in your card details." } };
        const read = (name) => (doc.querySelector('input[name="' + name + '"]').value || "").replace(/\\s+/g, "");
        const number = read("number");
        if (number.length < 12) return { error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } };
        const expiry = read("expiry").split("/");
        if (expiry.length !== 2) return { error: { type: "validation_error", code: "incomplete_expiry", message: "Your card's expiration date is incomplete." } };
        if (read("cvc").length < 3) return { error: { type: "validation_error", code: "incomplete_cvc", message: "Your card's security code is incomplete." } };
        const secret = secrets.get(elements);
        const form = new URLSearchParams();
        form.set("return_url", options.confirmParams && options.confirmParams.return_url);
        form.set("payment_method_data[type]", "card");
        form.set("payment_method_data[card][number]", number);
        form.set("payment_method_data[card][exp_month]", expiry[0]);
        form.set("payment_method_data[card][exp_year]", expiry[1]);
        form.set("payment_method_data[card][cvc]", read("cvc"));
        form.set("key", key);
        form.set("client_secret", secret);
        let body;
        try {
          const response = await fetch(API + "/v1/" + path + "/" + encodeURIComponent(secret.split("_secret_")[0]) + "/confirm", {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: form.toString(),
          });
          body = await response.json();
        } catch (e) {
          return { error: { type: "api_connection_error", message: "We could not connect to Stripe." } };
        }
        if (body.error) return { error: body.error };
        const next = body.next_action;
        if (body.status === "requires_action" && next && next.type === "redirect_to_url") {
          window.location.assign(next.redirect_to_url.url);
          return new Promise(() => {});
        }
        return { [answerName]: body };
    }
  }
  window.Stripe = Stripe;
})();
`;
}

export interface Keys {
  publishable_key: string;
  secret_key: string;
  webhook_secret: string;
}

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: string;
}

export interface Delivery {
  type: string;
  paymentIntent: string;
  status: number;
  body: string;
}

export interface StripeDouble {
  /** The API's base for the edge (`stripe_api_base`) and the script. */
  apiBase: string;
  /** Every request the server received, in order. */
  received: Received[];
  /** The payment intents the server keeps, by id. */
  intents: Map<string, Json>;
  /** Webhooks sent to the edge, with its answers. */
  deliveries: Delivery[];
  /** Whether confirmations are followed by the signed webhook (true) or not. */
  webhooks: boolean;
  /** Waits for the webhooks under way. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the provider's API on loopback. `edgeBase` and `username` name the
 * seller's webhook endpoint; `pageOrigin` is the origin the browser calls
 * from (allowed by CORS).
 */
export async function startStripeDouble(options: {
  keys: Keys;
  edgeBase: string;
  username: string;
  pageOrigin: string;
}): Promise<StripeDouble> {
  const { keys } = options;
  const received: Received[] = [];
  const intents = new Map<string, Json>();
  const byIdempotencyKey = new Map<string, string>();
  const deliveries: Delivery[] = [];
  const pending = new Set<Promise<void>>();
  let apiBase = "";

  const double: StripeDouble = {
    apiBase: "",
    received,
    intents,
    deliveries,
    webhooks: true,
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    close: () =>
      new Promise((r) => {
        server.close(() => r());
        // the browser's and the edge's kept-alive connections would hold the close
        server.closeAllConnections();
      }),
  };

  /** The signed delivery of `type` about `intent` (the recorded event with this payment). */
  function deliver(type: string, intent: Json) {
    if (!double.webhooks) return;
    const template =
      type === "payment_intent.succeeded"
        ? recorded.succeeded.event
        : type === "setup_intent.succeeded"
          ? recorded.setupSaved.event
          : recorded.failed.event;
    const event = { ...structuredClone(template), id: id("evt"), created: now(), type, data: { object: structuredClone(intent) } };
    const payload = JSON.stringify(event);
    const t = now();
    const signature = `t=${t},v1=${createHmac("sha256", keys.webhook_secret).update(`${t}.${payload}`).digest("hex")}`;
    const sent = fetch(`${options.edgeBase}/v1/webhooks/stripe/${options.username}`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    })
      .then(async (r) => {
        deliveries.push({ type, paymentIntent: intent.id as string, status: r.status, body: await r.text() });
      })
      .catch((e: unknown) => {
        deliveries.push({ type, paymentIntent: intent.id as string, status: 0, body: String(e) });
      })
      .finally(() => pending.delete(sent));
    pending.add(sent);
  }

  function createIntent(form: URLSearchParams, idempotencyKey: string | undefined): Json {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known) return intents.get(known)!;
    const template = (form.get("setup_future_usage") ? recorded.savedFirst : recorded.created).response.body as Json;
    const pi = id("pi");
    const metadata: Json = {};
    for (const [name, value] of form) {
      const m = /^metadata\[(.+)\]$/.exec(name);
      if (m) metadata[m[1]!] = value;
    }
    const methods = [...form].filter(([name]) => name.startsWith("payment_method_types[")).map(([, v]) => v);
    const intent: Json = {
      ...structuredClone(template),
      id: pi,
      client_secret: `${pi}_secret_${randomBytes(12).toString("base64url").replace(/[-_]/g, "y")}`,
      amount: Number(form.get("amount")),
      amount_received: 0,
      currency: form.get("currency"),
      description: form.get("description"),
      receipt_email: form.get("receipt_email"),
      customer: form.get("customer"),
      setup_future_usage: form.get("setup_future_usage"),
      metadata,
      payment_method_types: methods.length > 0 ? methods : ["card"],
      payment_method: null,
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      created: now(),
      status: "requires_payment_method",
    };
    intents.set(pi, intent);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, pi);
    return intent;
  }

  /** SetupIntents the server keeps, by id (a free trial's saved card). */
  const setups = new Map<string, Json>();

  function createSetup(form: URLSearchParams, idempotencyKey: string | undefined): Json {
    const known = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
    if (known && setups.has(known)) return setups.get(known)!;
    const seti = id("seti");
    const setup: Json = {
      ...structuredClone(recorded.setupCreated.response.body as Json),
      id: seti,
      client_secret: `${seti}_secret_${randomBytes(12).toString("base64url").replace(/[-_]/g, "y")}`,
      customer: form.get("customer"),
      metadata: { reference: form.get("metadata[reference]") },
      created: now(),
    };
    setups.set(seti, setup);
    if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, seti);
    return setup;
  }

  /** The browser's confirmation of a SetupIntent: the card is checked and saved, nothing charged. */
  function confirmSetup(seti: string, form: URLSearchParams): { status: number; body: Json } {
    const setup = setups.get(seti);
    if (form.get("key") !== keys.publishable_key) return { status: 401, body: recorded.unauthorized.response.body as Json };
    if (!setup || form.get("client_secret") !== setup.client_secret) {
      return {
        status: 404,
        body: {
          error: { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such setup_intent: '${seti}'` },
        },
      };
    }
    const number = form.get("payment_method_data[card][number]") ?? "";
    const method = id("pm");
    const decline = declineOf(number);
    if (decline) {
      Object.assign(setup, { status: "requires_payment_method", last_setup_error: decline, payment_method: null });
      return {
        status: 402,
        body: {
          error: {
            ...decline,
            setup_intent: structuredClone(setup),
            payment_method: { id: method, object: "payment_method", type: "card" },
          },
        },
      };
    }
    Object.assign(setup, { status: "succeeded", payment_method: method, last_setup_error: null, next_action: null });
    deliver("setup_intent.succeeded", setup);
    return { status: 200, body: setup };
  }

  /** The browser's confirmation with the publishable key and the client secret. */
  function confirm(pi: string, form: URLSearchParams): { status: number; body: Json } {
    const intent = intents.get(pi);
    if (form.get("key") !== keys.publishable_key) return { status: 401, body: recorded.unauthorized.response.body as Json };
    if (!intent || form.get("client_secret") !== intent.client_secret) {
      return {
        status: 404,
        body: {
          error: { type: "invalid_request_error", code: "resource_missing", param: "intent", message: `No such payment_intent: '${pi}'` },
        },
      };
    }
    if (!["requires_payment_method", "requires_confirmation"].includes(intent.status as string)) {
      return {
        status: 400,
        body: {
          error: {
            type: "invalid_request_error",
            code: "payment_intent_unexpected_state",
            message: `This PaymentIntent's status is ${intent.status}.`,
            payment_intent: intent,
          },
        },
      };
    }
    const number = form.get("payment_method_data[card][number]") ?? "";
    const method = id("pm");
    const decline = declineOf(number);
    if (decline) {
      Object.assign(intent, {
        status: "requires_payment_method",
        last_payment_error: decline,
        latest_charge: decline.charge,
        payment_method: null,
      });
      deliver("payment_intent.payment_failed", intent);
      return {
        status: 402,
        body: {
          error: {
            ...decline,
            payment_intent: structuredClone(intent),
            payment_method: { id: method, object: "payment_method", type: "card" },
          },
        },
      };
    }
    if (number === CARDS.authenticate) {
      const returnUrl = form.get("return_url") ?? "";
      const url = `${apiBase}/3d_secure_2/hosted?payment_intent=${pi}&return_url=${encodeURIComponent(returnUrl)}`;
      Object.assign(intent, {
        status: "requires_action",
        payment_method: method,
        last_payment_error: null,
        next_action: { type: "redirect_to_url", redirect_to_url: { return_url: returnUrl, url } },
      });
      return { status: 200, body: intent };
    }
    succeed(intent, method);
    return { status: 200, body: intent };
  }

  function succeed(intent: Json, method: string) {
    Object.assign(intent, {
      status: "succeeded",
      amount_received: intent.amount,
      payment_method: method,
      latest_charge: id("ch"),
      last_payment_error: null,
      next_action: null,
    });
    deliver("payment_intent.succeeded", intent);
  }

  /** The issuer's authentication page (what the provider's hosted 3-D Secure page does, in two buttons). */
  function authentication(url: URL, res: ServerResponse, method: string, form: URLSearchParams) {
    const pi = url.searchParams.get("payment_intent") ?? "";
    const intent = intents.get(pi);
    const returnUrl = url.searchParams.get("return_url") ?? "";
    if (!intent || intent.status !== "requires_action") {
      res.writeHead(404, { "content-type": "text/plain" });
      res.end("no payment waits for an authentication");
      return;
    }
    if (method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>3D Secure test page</title><h1>Authenticate the payment</h1>
<form method="post"><button name="outcome" value="complete" data-testid="3ds-complete">Complete authentication</button>
<button name="outcome" value="fail" data-testid="3ds-fail">Fail authentication</button></form>`);
      return;
    }
    let status = "succeeded";
    if (form.get("outcome") === "complete") {
      succeed(intent, intent.payment_method as string);
    } else {
      status = "failed";
      const error = {
        type: "card_error",
        code: "payment_intent_authentication_failure",
        message: "We are unable to authenticate your payment method. Please choose a different payment method and try again.",
      };
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: error, next_action: null, payment_method: null });
      deliver("payment_intent.payment_failed", intent);
    }
    const back = new URL(returnUrl);
    back.searchParams.set("payment_intent", pi);
    back.searchParams.set("payment_intent_client_secret", intent.client_secret as string);
    back.searchParams.set("redirect_status", status);
    res.writeHead(303, { location: back.toString() });
    res.end();
  }

  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", apiBase);
      received.push({ method: req.method ?? "", path: url.pathname + url.search, headers: req.headers, body });
      const cors: Record<string, string> =
        req.headers.origin === options.pageOrigin
          ? {
              "access-control-allow-origin": options.pageOrigin,
              "access-control-allow-headers": "content-type",
              "access-control-allow-methods": "GET, POST",
              vary: "origin",
            }
          : {};
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": id("req"), ...cors });
        res.end(JSON.stringify(payload));
      };
      const form = new URLSearchParams(body);
      const method = req.method ?? "";
      const path = url.pathname;
      if (method === "OPTIONS") {
        res.writeHead(204, cors);
        res.end();
        return;
      }
      if (path === "/3d_secure_2/hosted") {
        authentication(url, res, method, form);
        return;
      }
      const confirming = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(path);
      if (method === "POST" && confirming) {
        const answer = confirm(decodeURIComponent(confirming[1]!), form);
        send(answer.status, answer.body);
        return;
      }
      const saving = /^\/v1\/setup_intents\/([^/]+)\/confirm$/.exec(path);
      if (method === "POST" && saving) {
        const answer = confirmSetup(decodeURIComponent(saving[1]!), form);
        send(answer.status, answer.body);
        return;
      }
      // the edge's own calls, with the secret key
      if (req.headers.authorization !== `Bearer ${keys.secret_key}`) {
        send(recorded.unauthorized.response.status as number, recorded.unauthorized.response.body);
        return;
      }
      const reading = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
      const readingSetup = /^\/v1\/setup_intents\/([^/]+)$/.exec(path);
      if (method === "GET" && path === "/v1/balance") {
        // the edge checks the seller's keys with it when they are saved
        send(recorded.balance.response.status as number, recorded.balance.response.body);
      } else if (method === "POST" && path === "/v1/customers") {
        send(200, { id: recorded.savedFirst.response.body.customer, object: "customer", email: form.get("email") });
      } else if (method === "POST" && path === "/v1/payment_intents") {
        const key = req.headers["idempotency-key"];
        send(200, createIntent(form, typeof key === "string" ? key : undefined));
      } else if (method === "POST" && path === "/v1/setup_intents") {
        const key = req.headers["idempotency-key"];
        send(200, createSetup(form, typeof key === "string" ? key : undefined));
      } else if (method === "GET" && readingSetup && setups.has(decodeURIComponent(readingSetup[1]!))) {
        send(200, setups.get(decodeURIComponent(readingSetup[1]!)));
      } else if (method === "GET" && reading && intents.has(decodeURIComponent(reading[1]!))) {
        send(200, intents.get(decodeURIComponent(reading[1]!)));
      } else {
        send(404, {
          error: { type: "invalid_request_error", code: "resource_missing", message: `Unrecognized request URL (${method}: ${path}).` },
        });
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  double.apiBase = apiBase;
  return double;
}
