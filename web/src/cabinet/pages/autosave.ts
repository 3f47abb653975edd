// The draft is saved by itself: a change waits `DELAY_MS` for the next one,
// then the whole draft goes out in one PUT (never two at once; a change
// made while one is on its way is sent after it). Core checks the page
// first: a page with problems is not sent (the edge would refuse it), and
// the editor shows the problems instead.
import { validatePage, type Problem } from "../../core";
import type { BuilderPage, PageWrite } from "./api";
import { savedDocument } from "./document";
import type { EditorStore } from "./store";

export const DELAY_MS = 600;

export interface Autosave {
  /** Saves now what is not saved yet; resolves when the latest revision is stored (or could not be). */
  flush: () => Promise<boolean>;
  stop: () => void;
}

export function startAutosave(
  store: EditorStore,
  pageType: PageWrite["page_type"],
  send: (body: PageWrite) => Promise<BuilderPage>,
  events: { saved: (page: BuilderPage) => void; problems: (problems: Problem[]) => void; failed: (e: unknown) => void },
): Autosave {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<boolean> | null = null;

  const once = async (): Promise<boolean> => {
    const s = store.getState();
    const revision = s.revision;
    if (revision <= s.savedRevision) return true;
    const document = savedDocument(s.history.present);
    const problems = validatePage(document);
    if (problems && problems.length > 0) {
      events.problems(problems);
      s.saveFailed("invalid");
      return false;
    }
    events.problems([]);
    s.savingStarted();
    try {
      const page = await send({ page_type: pageType, title: s.meta.title.trim(), path: s.meta.path, document });
      store.getState().saved(revision);
      events.saved(page);
      return true;
    } catch (e) {
      store.getState().saveFailed();
      events.failed(e);
      return false;
    }
  };

  const flush = async (): Promise<boolean> => {
    if (timer) clearTimeout(timer);
    timer = null;
    while (running) await running;
    running = once().finally(() => {
      running = null;
    });
    const ok = await running;
    const s = store.getState();
    return ok && (s.revision <= s.savedRevision || flush());
  };

  const unsubscribe = store.subscribe((s, prev) => {
    if (s.revision === prev.revision) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), DELAY_MS);
  });

  return {
    flush,
    stop: () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    },
  };
}
