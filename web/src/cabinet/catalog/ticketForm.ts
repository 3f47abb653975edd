// The ticket form's state and core's TicketDraft, both ways. The form keeps
// what the seller typed (the capacity as text, a question's options one per
// line); the draft is what core's `ticket` rule judges and the edge stores.
// No wasm here, so the conversion is unit-tested on its own.
import type { QuestionKind, TicketDraft } from "../../core";

export interface QuestionForm {
  kind: QuestionKind;
  label: string;
  required: boolean;
  /** One option per line (select boxes and services only). */
  optionsText: string;
}

export interface TicketForm {
  name: string;
  /** `YYYY-MM-DDTHH:MM`, as a datetime-local input gives it. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  online: boolean;
  onlineUrl: string;
  locationShortName: string;
  locationAddress: string;
  /** ISO 3166 alpha-2, upper case; "" for none chosen. */
  countryCode: string;
  capacity: string;
  questions: QuestionForm[];
}

/** The kinds whose questions offer options (core's `QuestionKind::takes_options`). */
export const takesOptions = (kind: QuestionKind) => kind === "select_box" || kind === "service";

export const questionKinds: QuestionKind[] = ["checkbox", "open_question", "select_box", "service"];

/** Longest digit run a count field keeps: nine digits stay within core's u32. */
const DIGITS_MAX = 9;

/** Only the digits of a count field, at most nine. */
export const digitsOnly = (text: string) => text.replace(/\D/g, "").slice(0, DIGITS_MAX);

/** A count field's number, null when empty. */
export const countOf = (text: string): number | null => {
  const digits = digitsOnly(text);
  return digits === "" ? null : Number(digits);
};

/** The lines of an options text, trimmed, empty lines left out. */
export const optionLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");

export const emptyQuestion = (): QuestionForm => ({ kind: "checkbox", label: "", required: false, optionsText: "" });

export const emptyTicketForm = (timeZone: string): TicketForm => ({
  name: "",
  startsAt: "",
  endsAt: "",
  timeZone,
  online: false,
  onlineUrl: "",
  locationShortName: "",
  locationAddress: "",
  countryCode: "",
  capacity: "",
  questions: [],
});

/**
 * The draft core judges. An empty or unreadable capacity becomes 0, which
 * core refuses (`filter_out_of_range`) beside the field. What the form
 * hides is not sent: an online ticket has no place, an on-site one no link,
 * and questions that take no options send none.
 */
export function draftFromForm(form: TicketForm): TicketDraft {
  return {
    name: form.name,
    starts_at: form.startsAt,
    ends_at: form.endsAt,
    time_zone: form.timeZone,
    online: form.online,
    online_url: form.online ? form.onlineUrl.trim() : "",
    location_short_name: form.online ? "" : form.locationShortName,
    location_address: form.online ? "" : form.locationAddress,
    country_code: form.online ? "" : form.countryCode,
    capacity: countOf(form.capacity) ?? 0,
    questions: form.questions.map((q) => ({
      kind: q.kind,
      label: q.label,
      required: q.required,
      options: takesOptions(q.kind) ? optionLines(q.optionsText) : [],
    })),
  };
}

/** The form of a stored ticket. */
export function formFromDraft(draft: TicketDraft): TicketForm {
  return {
    name: draft.name,
    startsAt: draft.starts_at,
    endsAt: draft.ends_at,
    timeZone: draft.time_zone,
    online: draft.online,
    onlineUrl: draft.online_url,
    locationShortName: draft.location_short_name,
    locationAddress: draft.location_address,
    countryCode: draft.country_code.toUpperCase(),
    capacity: draft.capacity > 0 ? String(draft.capacity) : "",
    questions: draft.questions.map((q) => ({ kind: q.kind, label: q.label, required: q.required, optionsText: q.options.join("\n") })),
  };
}

/**
 * The time zones to offer: the browser's list, with the zones the form
 * needs (the browser's own, a stored ticket's) added when the list lacks
 * them (some browsers leave out `UTC`), sorted.
 */
export function timeZoneChoices(supported: readonly string[], ...needed: string[]): string[] {
  const all = new Set(supported);
  for (const zone of needed) if (zone) all.add(zone);
  return [...all].sort();
}
