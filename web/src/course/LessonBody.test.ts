import { describe, expect, it } from "vitest";
import { embedUrl } from "./LessonBody";

describe("a video lesson's embedded player", () => {
  it("plays YouTube's watch, short, share and embed links in its privacy-enhanced player", () => {
    for (const link of [
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10",
      "https://youtu.be/dQw4w9WgXcQ",
      "https://m.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube.com/embed/dQw4w9WgXcQ",
    ]) {
      expect(embedUrl(link, "youtube", "#0a7d5a")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0");
    }
  });

  it("plays Vimeo's links in its player with the seller's colour and a private link's hash", () => {
    expect(embedUrl("https://vimeo.com/76979871", "vimeo", "#0A7D5A")).toBe("https://player.vimeo.com/video/76979871?color=0A7D5A");
    expect(embedUrl("https://player.vimeo.com/video/76979871?h=abc123", "vimeo", null)).toBe(
      "https://player.vimeo.com/video/76979871?h=abc123",
    );
  });

  it("embeds nothing that is not the provider's (the browser's own player takes it)", () => {
    expect(embedUrl("https://example.org/watch?v=dQw4w9WgXcQ", "youtube", null)).toBeNull();
    expect(embedUrl("https://www.youtube.com/watch?v=<script>", "youtube", null)).toBeNull();
    expect(embedUrl("https://evil.example/vimeo.com/123", "vimeo", null)).toBeNull();
    expect(embedUrl("not a link", "vimeo", null)).toBeNull();
    expect(embedUrl("https://cdn.example.org/intro.mp4", "link", null)).toBeNull();
    // a colour that is no #rrggbb is left out
    expect(embedUrl("https://vimeo.com/1", "vimeo", "red; x")).toBe("https://player.vimeo.com/video/1");
  });
});
