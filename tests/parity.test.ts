// Core natively and core in wasm (the browser's build, here under Node) must
// give byte-identical answers. 10,000 generated carts, valid and invalid,
// go through both; the native side is core/examples/quote_lines.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { core } from "./support/api";
import { rng } from "./support/rng";

const SEED = 20261122;
const CARTS = 10_000;

function carts(): unknown[] {
  const r = rng(SEED);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const cents = (max: number) => {
    const c = 50 + Math.floor(r() * max);
    return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
  };
  const countries = ["DE", "AT", "FR", "HU", "FI", "IE", "DK", "US", "CH", "GB", "LU", "XX"];
  const intervals = ["1m", "2w", "3m", "1y", "10d", "14d", "12m"];
  const plan = (currency: string) => {
    switch (pick([0, 1, 2, 3])) {
      case 0:
        return { kind: "one_time", currency, price: r() < 0.03 ? "-1" : cents(50_000) };
      case 1:
      case 2: {
        const kind = pick(["installment", "limited_subscription"]);
        const count = 1 + Math.floor(r() * 26);
        return r() < 0.2
          ? { kind, currency, payments_count: count, interval: pick(intervals), rates: Array.from({ length: count }, () => cents(10_000)) }
          : {
              kind,
              currency,
              first_amount: cents(20_000),
              next_amount: cents(20_000),
              payments_count: count,
              interval: pick(intervals),
              ...(r() < 0.3 ? { trial_period: "14d" } : {}),
            };
      }
      default:
        return {
          kind: "subscription",
          currency,
          first_amount: cents(5_000),
          next_amount: cents(5_000),
          interval: pick(intervals),
          ...(r() < 0.4 ? { trial_period: pick(["7d", "1m"]), trial_amount: pick(["0", "1.00"]) } : {}),
          ...(r() < 0.3 ? { start_day: pick([1, 7, 14, 21, 28, 3]) } : {}),
        };
    }
  };
  const out: unknown[] = [];
  for (let i = 0; i < CARTS; i++) {
    const currency = r() < 0.95 ? "eur" : pick(["chf", "jpy", "usd"]);
    const items = Array.from({ length: 1 + Math.floor(r() * 3) }, (_, n) => ({
      product_id: n + 1,
      role: n === 0 ? "main" : "bump",
      supply: pick(["standard", "e_book", "e_learning"]),
      plan: plan(currency),
    }));
    const coupon = (() => {
      switch (pick([0, 0, 1, 2, 3])) {
        case 1:
          return {
            code: "P",
            active: r() < 0.95,
            value: cents(9_950),
            value_form: "percents",
            applies_to: pick(["first_payment", "all_payments"]),
          };
        case 2:
          return {
            code: "F",
            active: true,
            value: cents(3_000),
            value_form: "currency",
            currency: "eur",
            basis: pick(["end_amount", "net_amount"]),
          };
        case 3:
          return {
            code: "S",
            active: true,
            value: "15",
            value_form: "percents",
            scope: "single_product",
            product_ids: [pick([1, 2, 9])],
            valid_till: pick(["2026-01-01T00:00:00Z", "2027-01-01T00:00:00Z"]),
          };
        default:
          return undefined;
      }
    })();
    const country = pick(countries);
    const business = r() < 0.2;
    out.push({
      seller: {
        country: pick(["DE", "DE", "AT", "US"]),
        vat: r() < 0.85 ? { status: "vat_payer" } : { status: "exempt", reason: "small_business" },
        prices_include_vat: r() < 0.7,
        payment_methods: ["card", "paypal", "klarna", "twint"],
      },
      currency,
      items,
      ...(coupon ? { coupon } : {}),
      buyer: { country, business, ...(business ? { vat_id: pick(["ATU13585627", "DE136695976", "FRXX123", "ATU1"]) } : {}) },
      ...(r() < 0.2 ? { payment_method: pick(["card", "klarna", "twint"]) } : {}),
      start: new Date(Date.UTC(2026, Math.floor(r() * 24), 1 + Math.floor(r() * 31), Math.floor(r() * 24))).toISOString(),
      time_zone: pick(["Europe/Berlin", "America/New_York", "Asia/Tokyo", "UTC"]),
    });
  }
  return out;
}

describe("native and wasm parity", () => {
  it(`answers ${CARTS} generated carts byte for byte the same`, () => {
    const lines = carts().map((c) => JSON.stringify(c));
    const native = spawnSync(join(import.meta.dirname, "..", "target", "debug", "examples", "quote_lines"), {
      input: `${lines.join("\n")}\n`,
      maxBuffer: 1 << 30,
      encoding: "utf8",
    });
    expect(native.status).toBe(0);
    const nativeAnswers = native.stdout.trimEnd().split("\n");
    expect(nativeAnswers).toHaveLength(CARTS);
    let ok = 0;
    for (let i = 0; i < CARTS; i++) {
      const wasm = core.quoteJson(lines[i] as string);
      if (wasm !== nativeAnswers[i]) expect.fail(`cart ${i} differs:\n${lines[i]}\nnative ${nativeAnswers[i]}\nwasm   ${wasm}`);
      if (wasm.startsWith('{"ok"')) ok++;
    }
    // The generator must reach deep: most carts are quotable, some are not.
    expect(ok).toBeGreaterThan(CARTS * 0.3);
    expect(ok).toBeLessThan(CARTS);
  });
});

describe("core's other faces in wasm", () => {
  it("formats and parses money per locale", () => {
    expect(core.formatMoney("1234.56", "eur", "de")).toBe("1.234,56 €");
    expect(core.formatMoney("1234.56", "usd", "en")).toBe("$1,234.56");
    expect(core.parseMoney("1.234,5 €", "eur", "de")).toBe("1234.50");
    expect(() => core.parseMoney("1.234,567", "eur", "de")).toThrow();
  });

  it("lays out a plan's schedule", () => {
    const dates = core.planSchedule(
      { kind: "installment", currency: "eur", first_amount: "100", next_amount: "50", payments_count: 3, interval: "1m" },
      "2026-01-31T10:00:00Z",
      "Europe/Berlin",
    );
    expect(dates.map((d) => [d.date, d.amount])).toEqual([
      ["2026-01-31", "100.00"],
      ["2026-02-28", "50.00"],
      ["2026-03-31", "50.00"],
    ]);
  });

  it("validates a page document and computes a product's rules as the edge would", () => {
    expect(core.validatePage({ type: "shop", blocks: [{ id: "h", type: "header" }] })).toBeUndefined();
    expect(
      core.validatePage({ type: "shop", blocks: [{ id: "t", type: "text", settings: { html: "<img src=x onerror=alert(1)>" } }] }),
    ).toEqual([{ field: "blocks.0.settings.html", code: "script_not_allowed" }]);
    const rules = core.productRules({
      form: "download",
      free: false,
      published: false,
      archived: false,
      has_access_password: false,
      can_be_sold_via_shop: true,
      seller_can_sell: true,
      payment_account_done: true,
      any_payment_method_active: true,
      pricing_plans_count: 1,
      sold_count: 0,
      reserved_count: 0,
      limit: null,
      is_sold_out: false,
      power_seller: false,
      review: null,
      active_tickets_count: 0,
      has_digitals: false,
      addons_count: 0,
    });
    expect(rules.warnings).toEqual(["not_active", "no_digitals"]);
    expect(rules.row_actions).toEqual(["edit", "preview", "duplicate", "publish", "archive"]);
    expect(rules.edit_steps).toHaveLength(7);
  });

  it("hands the spec's constants to the web app", () => {
    const c = core.constants() as { paging: { page_sizes: number[] }; checkout: { plan_payments_max: number } };
    expect(c.paging.page_sizes).toEqual([10, 20, 50, 100, 200, 500]);
    expect(c.checkout.plan_payments_max).toBe(24);
  });

  it("checks a coupon and says why it does not apply", () => {
    const terms = { code: "X", active: true, value: "10", value_form: "percents", valid_till: "2026-01-01T00:00:00Z" };
    expect(core.checkCoupon(terms, [1], "eur", "2025-12-31T00:00:00Z")).toBeUndefined();
    expect(core.checkCoupon(terms, [1], "eur", "2026-02-01T00:00:00Z")).toEqual([{ field: "coupon", code: "coupon_expired" }]);
  });
});
