// The benchmark's JavaScript baseline: the one-time quote (price, percent
// coupon, VAT) written the straightforward way on decimal.js, to compare
// the wasm core against what a JS checkout would do. Only the one-time case
// the benchmark measures: a gross (VAT-included) price, a percentage coupon
// rounded half-up to cents, and VAT taken out of the discounted gross at
// the buyer country's standard rate (EU consumers pay their own country's
// rate; buyers outside the EU pay none):
//   discount = round(price x pct / 100)
//   gross    = price - discount
//   vat      = round(gross x r / (100 + r))
//   net      = gross - vat
import Decimal from "decimal.js";

// EU standard VAT rates, percent (the same figures as core/src/vat_rates.rs).
const STANDARD_RATES = {
  AT: "20",
  BE: "21",
  BG: "20",
  CY: "19",
  CZ: "21",
  DE: "19",
  DK: "25",
  EE: "24",
  ES: "21",
  FI: "25.5",
  FR: "20",
  GR: "24",
  HR: "25",
  HU: "27",
  IE: "23",
  IT: "22",
  LT: "21",
  LU: "17",
  LV: "21",
  MT: "18",
  NL: "21",
  PL: "23",
  PT: "23",
  RO: "21",
  SE: "25",
  SI: "22",
  SK: "23",
};
const RATES = Object.fromEntries(Object.entries(STANDARD_RATES).map(([c, r]) => [c, new Decimal(r)]));
const ZERO = new Decimal(0);
const HUNDRED = new Decimal(100);

function cents(d) {
  return d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/**
 * Quotes a one-time purchase.
 * @param {{price: string, couponPercent?: string, buyerCountry: string}} input
 * @returns {{gross: string, net: string, vat: string, discount: string, vatRate: string}}
 */
export function quoteOneTime({ price, couponPercent, buyerCountry }) {
  const list = new Decimal(price);
  const discount = couponPercent ? Decimal.min(cents(list.times(couponPercent).div(HUNDRED)), list) : ZERO;
  const gross = list.minus(discount);
  const rate = RATES[buyerCountry.toUpperCase()] ?? ZERO;
  const vat = cents(gross.times(rate).div(HUNDRED.plus(rate)));
  const net = gross.minus(vat);
  return {
    gross: gross.toFixed(2),
    net: net.toFixed(2),
    vat: vat.toFixed(2),
    discount: discount.toFixed(2),
    vatRate: rate.toString(),
  };
}

// The same one-time quote with the same interface as core's `quote_json`:
// the request as JSON text in, the answer as JSON text out, byte for byte
// what core answers for the one-time requests the benchmark sends (checked
// before timing). This is the like-for-like baseline for wasm: both parse,
// decide, compute and serialise. It covers only what the benchmark sends
// (one one-time item, a percentage coupon, a VAT-paying seller with gross
// prices, a consumer buyer); anything else is refused.
const METHOD_ORDER = [
  "paypal",
  "card",
  "card_am_ex",
  "sofort",
  "bank_wire",
  "sepa",
  "pay_later",
  "p_24",
  "not_assigned",
  "apple_pay",
  "google_pay",
  "sofort_sepa",
  "ideal",
  "ideal_sepa",
  "klarna",
  "twint",
  "mondu",
];
const dateFormats = new Map();
function localDate(start, timeZone) {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dateFormats.set(timeZone, f);
  }
  return f.format(new Date(start));
}

export function quoteJsonOneTime(text) {
  const req = JSON.parse(text);
  const item = req.items?.[0];
  if (
    req.items?.length !== 1 ||
    item.plan?.kind !== "one_time" ||
    !req.seller?.prices_include_vat ||
    req.seller.vat?.status !== "vat_payer" ||
    req.coupon?.value_form !== "percents" ||
    req.buyer?.business
  ) {
    throw new Error("outside the benchmark's one-time case");
  }
  const list = new Decimal(item.plan.price);
  const discount = req.coupon.active ? Decimal.min(cents(list.times(req.coupon.value).div(HUNDRED)), list) : ZERO;
  const gross = list.minus(discount);
  const country = req.buyer.country.toUpperCase();
  const rate = RATES[country] ?? ZERO;
  const vat = cents(gross.times(rate).div(HUNDRED.plus(rate)));
  const net = gross.minus(vat);
  const treatment = RATES[country] === undefined ? "outside_eu" : country === req.seller.country ? "domestic" : "eu_destination";
  const [l, d, n, v, g, r] = [list.toFixed(2), discount.toFixed(2), net.toFixed(2), vat.toFixed(2), gross.toFixed(2), rate.toString()];
  const methods = METHOD_ORDER.filter((m) => m !== "not_assigned" && req.seller.payment_methods.includes(m));
  return JSON.stringify({
    ok: {
      currency: req.currency,
      vat_treatment: treatment,
      vat_note: treatment === "outside_eu" ? "vat_note_outside_eu" : null,
      coupon_code: req.coupon.code,
      due_now: {
        date: localDate(req.start, req.time_zone),
        lines: [
          {
            product_id: item.product_id,
            role: item.role,
            plan_kind: "one_time",
            payment: "regular",
            list_price: l,
            discount: d,
            net: n,
            vat: v,
            gross: g,
            vat_rate: r,
          },
        ],
        vat_breakdown: [{ rate: r, net: n, vat: v, gross: g }],
        discount: d,
        net: n,
        vat: v,
        gross: g,
      },
      later: [],
      open_ended: false,
      total: g,
      payment_methods: methods,
    },
  });
}
