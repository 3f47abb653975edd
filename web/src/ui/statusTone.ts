// One mapping from every status value the API answers to a badge's tone.
// Core decides the spec's status colours (`statusColour`: green for
// active/paid/published, red for error/expired/paused, amber for
// pending/waiting/canceled/refunded, none otherwise, for every state of
// every machine); the few states that are no machine's (a product's draft
// and archived, a coupon's inactive) are neutral like core's uncoloured ones.
import { statusColour } from "../core";
import type { StatusColour } from "../core";

/** A badge's tone: the spec's three status colours, information, or neutral. */
export type Tone = "success" | "danger" | "warning" | "info" | "neutral";

const toneOfColour: Record<StatusColour, Tone> = { green: "success", red: "danger", amber: "warning" };

/** The colour core gives a status (`green`, `red`, `amber`), or null. */
export function colourOf(state: string): StatusColour | null {
  return (statusColour(state) as StatusColour | undefined) ?? null;
}

/** The tone of a status value: core's colour as a tone, neutral for anything uncoloured. */
export function statusTone(state: string): Tone {
  const colour = colourOf(state);
  return colour ? toneOfColour[colour] : "neutral";
}
