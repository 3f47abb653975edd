import { useEffect, useMemo, useRef, useState } from "react";
import { useStore } from "zustand";
import { useTexts } from "../../app/i18n";
import { renderPage, type PageInput, type Problem } from "../../core";
import { PREVIEW_WIDTH, savedDocument, type PageDoc } from "./document";
import type { EditorStore } from "./store";
import { pageTexts } from "./texts";

const render = (input: PageInput, page: unknown): { html: string } | { problems: Problem[] } => {
  try {
    return { html: renderPage({ ...input, page }) };
  } catch (problems) {
    return { problems: Array.isArray(problems) ? (problems as Problem[]) : [] };
  }
};

/**
 * The page as buyers will get it: core's renderer over the edge's render
 * input with the editor's document. A document with problems (a colour
 * half typed) is shown without the settings at fault, beside its problems;
 * `html` is then what the page would be without them.
 */
export function renderPreview(input: PageInput, doc: PageDoc): { html: string; problems: Problem[] } {
  const page = savedDocument(doc);
  const first = render(input, page);
  if ("html" in first) return { html: first.html, problems: [] };
  const without = structuredClone(page);
  for (const p of first.problems) {
    const m = /^blocks\.(\d+)\.settings\.([^.]+)$/.exec(p.field);
    const settings = m ? without.blocks[Number(m[1])]?.settings : undefined;
    if (settings && m?.[2]) delete settings[m[2]];
  }
  const second = render(input, without);
  return { html: "html" in second ? second.html : "", problems: first.problems };
}

const VISIBLE_HEIGHT = 720;

/**
 * The preview: the rendered HTML in a sandboxed frame (no scripts: the
 * page's islands stay still) as wide as the breakpoint, scaled down to fit
 * the column. It follows every change.
 */
export function Preview({ store, input }: { store: EditorStore; input: PageInput }) {
  const t = useTexts(pageTexts);
  const doc = useStore(store, (s) => s.history.present);
  const breakpoint = useStore(store, (s) => s.breakpoint);
  const result = useMemo(() => renderPreview(input, doc), [input, doc]);
  const frame = useRef<HTMLDivElement>(null);
  const [available, setAvailable] = useState(0);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setAvailable(entry?.contentRect.width ?? 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  const width = PREVIEW_WIDTH[breakpoint];
  const scale = available > 0 ? Math.min(1, available / width) : 1;
  // the frame shows VISIBLE_HEIGHT px of the column; the page inside is as tall as that at its scale
  const height = Math.round(VISIBLE_HEIGHT / scale);
  return (
    <section className="page-preview" aria-label={t("preview")} data-testid="preview" data-breakpoint={breakpoint} data-width={width}>
      <div className="page-preview-frame" ref={frame} style={{ height: VISIBLE_HEIGHT }}>
        <iframe
          title={t("previewTitle")}
          data-testid="preview-frame"
          sandbox="allow-same-origin"
          srcDoc={result.html}
          width={width}
          height={height}
          style={{ transform: `scale(${scale})`, width, height }}
        />
      </div>
    </section>
  );
}
