import { describe, expect, it } from "vitest";
import { linkify, paragraphs } from "./linkify";

describe("linkify", () => {
  it("makes http and https addresses links, and nothing else", () => {
    expect(linkify("Your order: https://x.test/s/a/payment/t/thank_you.")).toEqual([
      { kind: "text", text: "Your order: " },
      { kind: "link", href: "https://x.test/s/a/payment/t/thank_you" },
      { kind: "text", text: "." },
    ]);
    expect(linkify("javascript:alert(1) and <b>bold</b>")).toEqual([{ kind: "text", text: "javascript:alert(1) and <b>bold</b>" }]);
    expect(linkify("a http://h.test/x?y=1 b")).toEqual([
      { kind: "text", text: "a " },
      { kind: "link", href: "http://h.test/x?y=1" },
      { kind: "text", text: " b" },
    ]);
  });

  it("splits paragraphs at blank lines and keeps lines", () => {
    expect(paragraphs("one\ntwo\n\n\nthree\r\n")).toEqual([
      ["one", "two"],
      ["three", ""],
    ]);
  });
});
