import { describe, expect, it } from "vitest";
import { cardOutcome, refusalText, returnedFromProvider, setupOutcome, withoutProviderParams } from "./card";

const words = {
  card_declined: { en: "Declined by the bank.", de: "Von der Bank abgelehnt." },
  insufficient_funds: { en: "Not enough money.", de: "Nicht genug Geld." },
  expired_card: { en: "Expired.", de: "Abgelaufen." },
};
const failed = { en: "It did not work.", de: "Es hat nicht geklappt." };
const refused = (r: ReturnType<typeof cardOutcome>) => {
  if (r.kind !== "refused") throw new Error(`expected a refusal, got ${r.kind}`);
  return r;
};

describe("what a card confirmation means", () => {
  it("counts a payment the provider took, is processing or holds for capture as paid", () => {
    for (const status of ["succeeded", "processing", "requires_capture"]) {
      expect(cardOutcome({ paymentIntent: { id: "pi_1", status } })).toEqual({ kind: "paid", paymentIntent: "pi_1" });
    }
    expect(cardOutcome({ paymentIntent: { id: "pi_1", status: "requires_payment_method" } }).kind).toBe("refused");
    expect(cardOutcome({ paymentIntent: { id: "pi_1", status: "requires_action" } }).kind).toBe("refused");
  });

  it("explains a card the issuer refused by its decline code, with the provider's words first", () => {
    const r = refused(
      cardOutcome({
        error: {
          type: "card_error",
          code: "card_declined",
          decline_code: "insufficient_funds",
          message: "Your card has insufficient funds.",
        },
      }),
    );
    expect(r.code).toBe("insufficient_funds");
    expect(refusalText(r, "en", words, failed)).toBe("Your card has insufficient funds. Not enough money.");
    expect(refusalText(r, "de", words, failed)).toBe("Your card has insufficient funds. Nicht genug Geld.");
  });

  it("falls back from an unknown decline code to the error code, then to a declined card", () => {
    // a stolen card is not named to the buyer: the general words
    const stolen = refused(
      cardOutcome({
        error: { type: "card_error", code: "card_declined", decline_code: "stolen_card", message: "Your card was declined." },
      }),
    );
    expect(stolen.code).toBe("stolen_card");
    expect(refusalText(stolen, "en", words, failed)).toBe("Your card was declined. Declined by the bank.");
    const expired = refused(cardOutcome({ error: { type: "card_error", code: "expired_card", message: "Your card has expired." } }));
    expect(refusalText(expired, "en", words, failed)).toBe("Your card has expired. Expired.");
    const unknown = refused(cardOutcome({ error: { type: "card_error", code: "something_new" } }));
    expect(refusalText(unknown, "en", words, failed)).toBe("Declined by the bank.");
  });

  it("shows the provider's words for fields to fix, and only our generic words otherwise", () => {
    const incomplete = refused(
      cardOutcome({ error: { type: "validation_error", code: "incomplete_number", message: "Your card number is incomplete." } }),
    );
    expect(refusalText(incomplete, "en", words, failed)).toBe("Your card number is incomplete.");
    const api = refused(
      cardOutcome({
        error: { type: "invalid_request_error", code: "payment_intent_unexpected_state", message: "internal detail for developers" },
      }),
    );
    expect(api.providerMessage).toBeNull();
    expect(refusalText(api, "de", words, failed)).toBe("Es hat nicht geklappt.");
    const network = refused(cardOutcome({ error: { type: "api_connection_error" } }));
    expect(refusalText(network, "en", words, failed)).toBe("It did not work.");
  });
});

describe("what saving a card for a free trial means", () => {
  it("counts a saved (or processing) setup like a payment taken, and anything else as refused", () => {
    expect(setupOutcome({ setupIntent: { id: "seti_1", status: "succeeded" } })).toEqual({ kind: "paid", paymentIntent: "seti_1" });
    expect(setupOutcome({ setupIntent: { id: "seti_1", status: "processing" } }).kind).toBe("paid");
    expect(setupOutcome({ setupIntent: { id: "seti_1", status: "requires_payment_method" } }).kind).toBe("refused");
    const declined = refused(
      setupOutcome({
        error: { type: "card_error", code: "card_declined", decline_code: "generic_decline", message: "Your card was declined." },
      }),
    );
    expect(declined).toMatchObject({ type: "card_error", code: "generic_decline" });
  });
});

describe("the provider's return to the thank-you page", () => {
  it("is recognised by its parameters, which then leave the address", () => {
    const search = "?payment_intent=pi_1&payment_intent_client_secret=pi_1_secret_x&redirect_status=succeeded";
    expect(returnedFromProvider(search)).toBe(true);
    expect(returnedFromProvider("?redirect_status=failed")).toBe(true);
    expect(returnedFromProvider("")).toBe(false);
    expect(returnedFromProvider("?utm_source=mail")).toBe(false);
    expect(withoutProviderParams(search)).toBe("");
    expect(withoutProviderParams(`${search}&utm_source=mail`)).toBe("?utm_source=mail");
  });
});
