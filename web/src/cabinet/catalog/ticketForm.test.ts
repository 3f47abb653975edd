import { describe, expect, it } from "vitest";
import type { TicketDraft } from "../../core";
import { countOf, digitsOnly, draftFromForm, emptyTicketForm, formFromDraft, optionLines, timeZoneChoices } from "./ticketForm";

const stored: TicketDraft = {
  name: "Early bird",
  starts_at: "2027-05-01T19:00",
  ends_at: "2027-05-01T23:00",
  time_zone: "Europe/Berlin",
  online: false,
  online_url: "",
  location_short_name: "Kesselhaus",
  location_address: "Schönhauser Allee 36, Berlin",
  country_code: "DE",
  capacity: 200,
  questions: [
    { kind: "select_box", label: "T-shirt size", required: true, options: ["S", "M", "L"] },
    { kind: "checkbox", label: "Newsletter", required: false, options: [] },
  ],
};

describe("ticket form and draft", () => {
  it("goes from a stored draft to the form and back unchanged", () => {
    const form = formFromDraft(stored);
    expect(form.capacity).toBe("200");
    expect(form.questions[0]?.optionsText).toBe("S\nM\nL");
    expect(draftFromForm(form)).toEqual(stored);
  });

  it("sends options one per line, trimmed, without empty lines, and none for kinds that take none", () => {
    const form = emptyTicketForm("Europe/Vienna");
    form.questions = [
      { kind: "service", label: "Lunch", required: false, optionsText: " Vegan \r\n\n Meat\n" },
      { kind: "open_question", label: "Dietary needs", required: false, optionsText: "left over\nfrom a select box" },
    ];
    const draft = draftFromForm(form);
    expect(draft.questions.map((q) => q.options)).toEqual([["Vegan", "Meat"], []]);
    expect(draft.time_zone).toBe("Europe/Vienna");
  });

  it("turns an empty capacity into 0, which core refuses beside the field", () => {
    const form = emptyTicketForm("UTC");
    expect(draftFromForm(form).capacity).toBe(0);
    expect(draftFromForm({ ...form, capacity: "1 200" }).capacity).toBe(1200);
    expect(formFromDraft(draftFromForm(form)).capacity).toBe("");
  });

  it("keeps the link only for online tickets and the place only for on-site ones", () => {
    const form = { ...formFromDraft(stored), onlineUrl: " https://stream.example/live " };
    expect(draftFromForm(form).online_url).toBe("");
    expect(draftFromForm(form).location_short_name).toBe("Kesselhaus");
    const online = draftFromForm({ ...form, online: true });
    expect(online.online_url).toBe("https://stream.example/live");
    expect([online.location_short_name, online.location_address, online.country_code]).toEqual(["", "", ""]);
  });

  it("reads counts and option lines", () => {
    expect(digitsOnly("12a3")).toBe("123");
    expect(digitsOnly("12345678901")).toBe("123456789");
    expect(countOf("")).toBeNull();
    expect(countOf("007")).toBe(7);
    expect(optionLines("a\n\n b ")).toEqual(["a", "b"]);
  });

  it("offers the browser's zones plus the ones the form needs, once each", () => {
    expect(timeZoneChoices(["Europe/Berlin", "Asia/Tokyo"], "UTC", "Europe/Berlin", "")).toEqual(["Asia/Tokyo", "Europe/Berlin", "UTC"]);
  });
});
