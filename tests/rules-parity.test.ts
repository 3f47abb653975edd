// Core's rules natively and in wasm (the browser's build, here under Node)
// must give byte-identical answers for generated inputs: every validator of
// `validation::check_json`, the list rules, every state machine transition
// and page documents. The native side is core/examples/rules_lines.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { core } from "./support/api";
import { rng } from "./support/rng";

const r = rng(20261122);
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
const int = (n: number) => Math.floor(r() * n);
const maybe = <T>(p: number, f: () => T): T | undefined => (r() < p ? f() : undefined);

// Seeds per kind of text: valid values of many rules, which mutations then
// turn into near misses (the interesting edge of every validator).
const seeds = [
  "",
  " ",
  "demo",
  "New-Creator",
  "a@b.de",
  "buyer@example.org",
  "https://sellwerk.test/a?b=1",
  "www.example.org",
  "ftp://x",
  "DE136695976",
  "ATU13585627",
  "NL004495445B01",
  "CHE-116.281.710 MWST",
  "DE89370400440532013000",
  "GB82WEST12345698765432",
  "FR1420041010050500013M02606",
  "DEUTDEFF",
  "DEUTDEFF500",
  "+49 (30) 123-456",
  "12:30",
  "24:00",
  "29.02.2016",
  "31.04.2000",
  "01.01.1800",
  "31.12.2019",
  "15.06",
  "06.2024",
  "2024",
  "my-slug",
  "shop.sub-domain",
  "#fff",
  "#A1B2C3",
  "#ggg",
  "btn_primary/",
  "<script>alert(1)</script>",
  "javascript:alert(1)",
  "<img src=x onerror=alert(1)>",
  "Привет",
  "UA-1234567-1",
  "G-ABC123",
  "GTM-XYZ12",
  "1234567890123456",
  "KEY-{alphanumeric:5}-{numeric:4}",
  "{alphabetic:3}",
  "{numeric:2}",
  "ABCDEFGHJK123",
  "password1",
  "x".repeat(41),
  "12.345",
  "0",
  "-1",
  "100",
  "100.01",
  "2021",
  "13",
  "1e3",
  "١٢٣",
  "😀",
  "\u0000",
  "a\tb",
];
const alphabet = "abcXYZ019 .-_@:/#+(){}<>=;,'\"\\%&?!éßПж😀\t";

function mutate(s: string): string {
  const chars = [...s];
  for (let n = 1 + int(3); n > 0; n--) {
    const at = int(chars.length + 1);
    switch (int(3)) {
      case 0:
        chars.splice(at, 0, pick([...alphabet]));
        break;
      case 1:
        chars.splice(at, 1);
        break;
      default:
        chars.splice(at, 1, pick([...alphabet]));
    }
  }
  return chars.join("");
}

const text = () =>
  r() < 0.5 ? pick(seeds) : r() < 0.8 ? mutate(pick(seeds)) : Array.from({ length: int(20) }, () => pick([...alphabet])).join("");
const decimalText = () => pick(["", "0", "5", "12.5", "12.345", "100", "100.00", "-3", "abc", "1,5", "99.999", mutate("42.42")]);
const day = () => `${2000 + int(30)}-${String(1 + int(12)).padStart(2, "0")}-${String(1 + int(28)).padStart(2, "0")}`;

const stringRules = [
  "required",
  "email",
  "url",
  "http_url",
  "vat_text",
  "vat_number",
  "paypal_merchant_id",
  "password",
  "profile_name",
  "username",
  "phone",
  "bic",
  "iban",
  "time",
  "date",
  "day_month",
  "month_year",
  "year",
  "date_field",
  "slug",
  "subdomain",
  "hex_color",
  "class_name",
  "no_script",
  "no_cyrillic",
  "adult",
  "license_key_format",
  "trim",
];

function checkRequest(): unknown {
  const rule =
    r() < 0.6
      ? pick(stringRules)
      : pick([
          "tracking_id",
          "filter_range",
          "commission_tiers",
          "license_keys",
          "business_step",
          "payer",
          "text_field",
          "decimal_field",
          "integer_stepper",
          "sign_up",
          "product_patch",
          "no_such_rule",
        ]);
  const today = maybe(0.5, day);
  const opt = () => maybe(0.7, text);
  let input: unknown;
  switch (rule) {
    case "tracking_id":
      input = { kind: pick(["google_analytics", "google_analytics_4", "google_tag_manager", "facebook_pixel", "other"]), value: text() };
      break;
    case "filter_range":
      input = {
        kind: pick(["rate", "vat", "threshold", "charges_count", "overdue", "year", "month", "x"]),
        value: pick([decimalText(), String(2019 + int(10)), String(int(400))]),
      };
      break;
    case "commission_tiers":
      input = Array.from({ length: int(7) }, decimalText);
      break;
    case "license_keys":
      input = {
        format: pick(seeds.filter((s) => s.includes("{"))),
        count: int(30),
        seed: int(1e6),
        ...(r() < 0.3 ? { existing: [text()] } : {}),
      };
      break;
    case "business_step":
      input = {
        business_type: maybe(0.8, () => pick(["natural", "entity", "x"])),
        phone: opt(),
        vat_payer: maybe(0.8, () => r() < 0.5),
        first_name: opt(),
        last_name: opt(),
        street: opt(),
        street_number: opt(),
        zip: opt(),
        city: opt(),
        country_code: maybe(0.8, () => pick(["DE", "AT", "FR", "XX", "de"])),
        company: opt(),
        region: opt(),
        birthday: maybe(0.5, () => pick(["01.01.1990", "29.02.2008", day(), text()])),
        birthday_required: r() < 0.3,
        tax_number_type: maybe(0.6, () => pick(["number", "identification_number", "x"])),
        tax_number: opt(),
        issuance_country_code: maybe(0.5, () => pick(["DE", "AT", "ZZ"])),
        tax_number_required: r() < 0.3,
        vat_number: maybe(0.3, text),
        vat_exempt_reason: maybe(0.4, () => pick(["small_business", "educational", "regulated_profession", "other", "x"])),
        ...(r() < 0.3 ? { home_country: pick(["DE", "AT"]) } : {}),
      };
      break;
    case "payer":
      input = {
        first_name: opt(),
        last_name: opt(),
        street: opt(),
        street_number: opt(),
        zip: opt(),
        city: opt(),
        payer_country: maybe(0.8, () => pick(["DE", "AT", "XX"])),
        phone: opt(),
      };
      break;
    case "sign_up":
      input = {
        email: opt(),
        password: maybe(0.8, () => pick(["long enough", "short", "x".repeat(41), text()])),
        username: opt(),
        first_name: opt(),
        last_name: opt(),
        locale: maybe(0.5, () => pick(["en", "de", "fr"])),
        profile_type: maybe(0.8, () => pick(["seller", "publisher", "payer", "admin"])),
        terms_accepted: r() < 0.6,
      };
      break;
    case "product_patch":
      input = {
        ...(r() < 0.5 ? { name: text() } : {}),
        ...(r() < 0.3 ? { access_password: r() < 0.3 ? null : text() } : {}),
        ...(r() < 0.3 ? { limit: r() < 0.3 ? null : int(2_000_000) } : {}),
        ...(r() < 0.3 ? { success_url: text() } : {}),
        ...(r() < 0.3 ? { checkout: { buy_color: pick(["#fff", "#ggg", text()]), layout: pick(["default", "two_steps"]) } } : {}),
        ...(r() < 0.3
          ? { tracking_codes: [{ kind: pick(["google_analytics", "google_analytics_4", "facebook_pixel"]), value: text() }] }
          : {}),
      };
      break;
    case "text_field":
      input = { value: text(), ...(r() < 0.5 ? { required: r() < 0.5 } : {}) };
      break;
    case "decimal_field":
      input = {
        value: decimalText(),
        ...(r() < 0.5 ? { decimals: int(5) } : {}),
        ...(r() < 0.5 ? { min: pick(["0", "1", "5.5"]) } : {}),
        ...(r() < 0.5 ? { max: pick(["100", "10", "0.5"]) } : {}),
        allow_empty: r() < 0.5,
        on_blur: r() < 0.5,
      };
      break;
    case "integer_stepper":
      input = {
        value: pick([decimalText(), String(int(200) - 50)]),
        ...(r() < 0.5 ? { min: int(10) } : {}),
        ...(r() < 0.5 ? { max: 50 + int(100) } : {}),
        ...(r() < 0.5 ? { step: 1 + int(5) } : {}),
        required: r() < 0.5,
        action: pick(["input", "blur", "up", "down"]),
      };
      break;
    default:
      input = r() < 0.97 ? text() : pick([42, null, [], { value: 1 }]);
  }
  return { rule, input, ...(today ? { today } : {}) };
}

const filterParams = [
  "page=3",
  "page=0",
  "page=x",
  "per=10",
  "per=5",
  "per=7",
  "sort=name",
  "dir=desc",
  "sortKey=created_at",
  "sortDir=asc",
  "query=abc%20d",
  "form=course,download",
  "payment_state=paid",
  "month_number=13",
  "month_number=5",
  "year=2021",
  "year=2030",
  "created_from=2026-01-01",
  "created_to=2026-02-30",
  "amount_from=10.5",
  "amount_to=abc",
  "charges_count_from=10001",
  "overdue_from=400",
  "created_from_time=90",
  "created_till_time=7",
  "success_from_time=33",
  "nonsense=1",
  "buyer_country_code=de,AT",
];

function listRequest(): unknown {
  const query = Array.from({ length: int(5) }, () => pick(filterParams)).join("&");
  const action = pick([
    null,
    { page: int(20) },
    { per: pick([5, 10, 20, 33, 500]) },
    { sort: pick(["name", "created_at", "bad key"]) },
    { filters: Array.from({ length: int(3) }, () => pick(filterParams)).join("&") },
    { search: pick(["", " x ", mutate("term")]) },
  ]);
  return { query, admin: r() < 0.2, current_year: 2024 + int(4), ...(r() < 0.5 ? { total: int(1000) } : {}), action };
}

type Machine = { name: string; states: { name: string }[]; events: string[] };

function transitionRequests(machines: Machine[]): unknown[] {
  // The whole table of every machine, as a user and as an admin, plus unknown names.
  const out: unknown[] = [];
  for (const m of machines) {
    for (const s of m.states) {
      for (const event of m.events) {
        out.push({ machine: m.name, state: s.name, event });
        out.push({ machine: m.name, state: s.name, event, actor: "admin" });
      }
    }
    out.push({ machine: m.name, state: "nope", event: m.events[0] }, { machine: m.name, state: m.states[0]?.name, event: "nope" });
  }
  out.push({ machine: "nope", state: "a", event: "b" });
  return out;
}

function pageDoc(): unknown {
  const types = ["membership", "shop", "shopProduct", "thankYouPage", "course", "funnel", "affiliate", "nonsense"];
  const blocks = [
    "header",
    "banner",
    "text",
    "button",
    "picture",
    "video",
    "gap",
    "footer",
    "affiliate",
    "contact_form",
    "product",
    "funnel",
    "x",
  ];
  return {
    type: pick(types),
    blocks: Array.from({ length: int(5) }, (_, i) => ({
      id: r() < 0.95 ? `b${i}` : "",
      type: pick(blocks),
      ...(r() < 0.6
        ? { settings: { [pick(["html", "text", "padding", "maxWidth", "color", "onclick"])]: pick([text(), int(6000), -1, true]) } }
        : {}),
    })),
  };
}

describe("rules: native and wasm parity", () => {
  it("answers generated validator, list, transition and page requests byte for byte the same", () => {
    const machines = core.machines() as Machine[];
    const requests: { face: string; request: unknown }[] = [
      ...Array.from({ length: 12_000 }, () => ({ face: "check", request: checkRequest() })),
      ...Array.from({ length: 3_000 }, () => ({ face: "list", request: listRequest() })),
      ...transitionRequests(machines).map((request) => ({ face: "transition", request })),
      ...Array.from({ length: 2_000 }, () => ({ face: "page", request: pageDoc() })),
    ];
    const lines = requests.map((q) => JSON.stringify(q));
    const native = spawnSync(join(import.meta.dirname, "..", "target", "debug", "examples", "rules_lines"), {
      input: `${lines.join("\n")}\n`,
      maxBuffer: 1 << 30,
      encoding: "utf8",
    });
    expect(native.status).toBe(0);
    const answers = native.stdout.trimEnd().split("\n");
    expect(answers).toHaveLength(requests.length);
    const seen = { problems: 0, clean: 0, rules: new Set<string>() };
    requests.forEach(({ face, request }, i) => {
      const json = JSON.stringify(request);
      const wasm =
        face === "check"
          ? core.checkJson(json)
          : face === "list"
            ? core.listJson(json)
            : face === "transition"
              ? core.transitionJson(json)
              : JSON.stringify(core.validatePage(request) ?? []);
      if (wasm !== answers[i]) expect.fail(`${face} request ${i} differs:\n${json}\nnative ${answers[i]}\nwasm   ${wasm}`);
      if (face === "check") {
        const parsed = JSON.parse(wasm) as { problems: unknown[] };
        if (parsed.problems.length > 0) seen.problems++;
        else seen.clean++;
        seen.rules.add((request as { rule: string }).rule);
      }
    });
    // The generator reaches both verdicts and every rule.
    expect(seen.problems).toBeGreaterThan(1_000);
    expect(seen.clean).toBeGreaterThan(1_000);
    expect(seen.rules.size).toBeGreaterThanOrEqual(stringRules.length + 11);
  });

  it("hands the state machines and status colours to the browser", () => {
    const machines = core.machines() as (Machine & { transitions: { from: string; event: string; to: string }[] })[];
    const payment = machines.find((m) => m.name === "payment");
    expect(payment?.states.map((s) => s.name)).toEqual([
      "payment_waiting",
      "payment_pending",
      "paying",
      "paid",
      "payment_paused",
      "payment_canceled",
      "payment_refunded",
      "payment_not_completed",
      "payment_chargebacked",
    ]);
    expect(payment?.transitions).toContainEqual(expect.objectContaining({ from: "paid", event: "refund", to: "payment_refunded" }));
    expect(JSON.parse(core.transitionJson(JSON.stringify({ machine: "payment", state: "paid", event: "refund" })))).toEqual({
      ok: "payment_refunded",
    });
    expect(JSON.parse(core.transitionJson(JSON.stringify({ machine: "payment", state: "payment_refunded", event: "pause" })))).toEqual({
      problems: [{ field: "event", code: "transition_not_allowed" }],
    });
    expect(core.statusColour("paid")).toBe("green");
    expect(core.statusColour("payment_paused")).toBe("red");
    expect(core.statusColour("pending")).toBe("amber");
    expect(core.statusColour("draft")).toBeUndefined();
  });
});
