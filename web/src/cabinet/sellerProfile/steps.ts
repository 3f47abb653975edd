// The seller-profile modal's steps (spec section 2, "Wizards and dialogs"):
// natural person business, personal, tax; entity business, representative,
// details, tax. Documents and summary follow only when enabled (they are
// not, yet). Every field of core's business step is on exactly one step of
// each business type that asks for it.
import type { BusinessStep } from "../../core";

export type StepName = "business" | "personal" | "representative" | "details" | "tax";
export type ProfileField = Exclude<keyof BusinessStep, "birthday_required" | "tax_number_required">;

const address: ProfileField[] = ["street", "street_number", "zip", "city", "country_code"];

export const stepFields: Record<StepName, ProfileField[]> = {
  business: ["business_type", "phone"],
  personal: ["first_name", "last_name", "birthday", ...address],
  representative: ["first_name", "last_name", "birthday"],
  details: ["company", ...address, "region"],
  tax: ["vat_payer", "vat_exempt_reason", "tax_number_type", "tax_number", "issuance_country_code", "vat_number"],
};

/** The steps for a business type (none chosen yet: a natural person's). */
export const stepsFor = (businessType: string | null): StepName[] =>
  businessType === "entity" ? ["business", "representative", "details", "tax"] : ["business", "personal", "tax"];

/** The index of the step that shows `field`, or -1. */
export const stepOf = (businessType: string | null, field: string): number =>
  stepsFor(businessType).findIndex((step) => (stepFields[step] as string[]).includes(field));

/** The first step showing one of `fields`, or null when none does. */
export function firstStepWith(businessType: string | null, fields: string[]): number | null {
  const steps = fields.map((f) => stepOf(businessType, f)).filter((i) => i >= 0);
  return steps.length ? Math.min(...steps) : null;
}

/** Every field the modal edits, empty. */
export const emptyProfile: BusinessStep = {
  business_type: null,
  phone: null,
  vat_payer: null,
  first_name: null,
  last_name: null,
  street: null,
  street_number: null,
  zip: null,
  city: null,
  country_code: null,
  company: null,
  region: null,
  birthday: null,
  birthday_required: false,
  tax_number_type: null,
  tax_number: null,
  issuance_country_code: null,
  tax_number_required: false,
  vat_number: null,
  vat_exempt_reason: null,
};

/** The profile as it is checked and saved: text trimmed, blank text as null. */
export function normalise(profile: BusinessStep): BusinessStep {
  const out = { ...profile } as Record<string, unknown>;
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === "string") out[key] = value.trim() === "" ? null : value.trim();
  }
  return out as BusinessStep;
}

/** A loaded profile over the empty one (the edge answers nulls for what is unset). */
export function fromLoaded(loaded: Partial<BusinessStep>, defaults: Partial<BusinessStep> = {}): BusinessStep {
  const merged = { ...emptyProfile } as Record<string, unknown>;
  for (const key of Object.keys(emptyProfile)) {
    const value = (loaded as Record<string, unknown>)[key];
    if (value !== undefined && value !== null) merged[key] = value;
    else if ((defaults as Record<string, unknown>)[key] !== undefined) merged[key] = (defaults as Record<string, unknown>)[key];
  }
  return merged as BusinessStep;
}
