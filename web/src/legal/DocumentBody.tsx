import { coreLoaded, documentBlocks, type Block } from "../core";

/**
 * A document's blocks as the page shows them: the first heading is the
 * page's one h1 when the text starts with one (else `fallbackTitle` is),
 * every other heading an h2, paragraphs keep their line breaks.
 */
export function DocumentBody({ blocks, fallbackTitle, meta }: { blocks: Block[]; fallbackTitle: string; meta?: React.ReactNode }) {
  const [first, ...rest] = blocks;
  const titled = first?.type === "heading";
  const body = titled ? rest : blocks;
  return (
    <article className="lg-document" data-testid="document">
      <h1 data-testid="document-title">{titled ? first.text : fallbackTitle}</h1>
      {meta}
      {body.map((b, i) =>
        b.type === "heading" ? (
          <h2 key={i}>{b.text}</h2>
        ) : (
          <p key={i} className="lg-paragraph">
            {b.text}
          </p>
        ),
      )}
    </article>
  );
}

/** The blocks of a text the browser holds (the platform's documents), by core; one paragraph without it. */
export function blocksOf(body: string): Block[] {
  return coreLoaded ? documentBlocks(body) : [{ type: "paragraph", text: body }];
}
