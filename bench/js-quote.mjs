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
  AT: "20", BE: "21", BG: "20", CY: "19", CZ: "21", DE: "19", DK: "25", EE: "24", ES: "21",
  FI: "25.5", FR: "20", GR: "24", HR: "25", HU: "27", IE: "23", IT: "22", LT: "21", LU: "17",
  LV: "21", MT: "18", NL: "21", PL: "23", PT: "23", RO: "21", SE: "25", SI: "22", SK: "23",
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
