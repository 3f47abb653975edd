import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLoad } from "../../app/useLoad";
import type { Chapter, CourseContent, Lesson, LessonKind } from "../../core";
import { catalogTexts } from "./texts";
import { RuleProblem } from "./ui";

// Step "content" of a course: chapters and their lessons (text, a video
// link, or one of the product's files), each with its drip in days. The
// edge checks the whole document with core's `validate_content`; its
// problems appear beside the fields they name.
const newLesson = (): Lesson => ({ title: "", kind: "text", body: "", drip_days: 0 });

export function ContentStep({ product }: { product: CabinetProduct }) {
  const t = useTexts(catalogTexts);
  const [loaded] = useLoad(`content:${product.id}`, (signal) => cabinetApi.content(product.id, signal));
  const [draft, setDraft] = useState<CourseContent | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  if (loaded.state !== "ready") return <p>{t("loading")}</p>;
  const content = draft ?? loaded.value;

  const change = (next: CourseContent) => {
    setSaved(false);
    setDraft(next);
  };
  const chapterAt = (c: number, patch: Partial<Chapter>) =>
    change({ chapters: content.chapters.map((ch, i) => (i === c ? { ...ch, ...patch } : ch)) });
  const lessonAt = (c: number, l: number, patch: Partial<Lesson>) =>
    chapterAt(c, { lessons: content.chapters[c]?.lessons.map((ls, i) => (i === l ? { ...ls, ...patch } : ls)) ?? [] });
  const problem = (field: string) => (problems[field] ? <RuleProblem code={problems[field]} testId={`problem-${field}`} /> : null);

  async function save() {
    setProblems({});
    try {
      setDraft(await cabinetApi.setContent(product.id, content));
      setSaved(true);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setProblems(Object.fromEntries((e.problems.length > 0 ? e.problems : [{ field: "", code: e.code }]).map((p) => [p.field, p.code])));
    }
  }

  return (
    <div className="content-step" data-testid="content-step">
      {content.chapters.map((chapter, c) => (
        <fieldset key={c} data-testid={`chapter-${c}`}>
          <legend>
            {t("chapter")} {c + 1}
          </legend>
          <label className="field">
            <span>{t("chapterTitle")}</span>
            <input data-testid={`chapter-${c}-title`} value={chapter.title} onChange={(e) => chapterAt(c, { title: e.target.value })} />
            {problem(`chapters.${c}.title`)}
          </label>
          {chapter.lessons.map((lesson, l) => {
            const at = `chapters.${c}.lessons.${l}`;
            const id = `lesson-${c}-${l}`;
            return (
              <div key={l} className="lesson" data-testid={id}>
                <label className="field">
                  <span>{t("lessonTitle")}</span>
                  <input data-testid={`${id}-title`} value={lesson.title} onChange={(e) => lessonAt(c, l, { title: e.target.value })} />
                  {problem(`${at}.title`)}
                </label>
                <label className="field">
                  <span>{t("lessonKind")}</span>
                  <select
                    data-testid={`${id}-kind`}
                    value={lesson.kind}
                    onChange={(e) => lessonAt(c, l, { kind: e.target.value as LessonKind })}
                  >
                    {(["text", "video", "file"] as const).map((k) => (
                      <option key={k} value={k}>
                        {t(`kind_${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {lesson.kind === "text" ? (
                  <label className="field">
                    <span>{t("lessonText")}</span>
                    <textarea
                      data-testid={`${id}-body`}
                      rows={3}
                      value={lesson.body}
                      onChange={(e) => lessonAt(c, l, { body: e.target.value })}
                    />
                    {problem(`${at}.body`)}
                  </label>
                ) : null}
                {lesson.kind === "video" ? (
                  <label className="field">
                    <span>{t("lessonVideo")}</span>
                    <input
                      data-testid={`${id}-video`}
                      value={lesson.video_url ?? ""}
                      onChange={(e) => lessonAt(c, l, { video_url: e.target.value })}
                    />
                    {problem(`${at}.video_url`)}
                  </label>
                ) : null}
                {lesson.kind === "file" ? (
                  <label className="field">
                    <span>{t("lessonFile")}</span>
                    <select
                      data-testid={`${id}-file`}
                      value={lesson.file_id ?? ""}
                      onChange={(e) => lessonAt(c, l, { file_id: e.target.value ? Number(e.target.value) : undefined })}
                    >
                      <option value="">–</option>
                      {product.files.map((f) => (
                        <option key={f.id} value={f.id}>
                          {f.name}
                        </option>
                      ))}
                    </select>
                    {problem(`${at}.file_id`)}
                  </label>
                ) : null}
                <label className="field">
                  <span>{t("lessonDrip")}</span>
                  <input
                    data-testid={`${id}-drip`}
                    inputMode="numeric"
                    value={String(lesson.drip_days)}
                    onChange={(e) => lessonAt(c, l, { drip_days: Number(e.target.value.replace(/\D/g, "").slice(0, 5) || "0") })}
                  />
                  {problem(`${at}.drip_days`)}
                </label>
              </div>
            );
          })}
          <button
            type="button"
            data-testid={`chapter-${c}-add-lesson`}
            onClick={() => chapterAt(c, { lessons: [...chapter.lessons, newLesson()] })}
          >
            {t("addLesson")}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        data-testid="add-chapter"
        onClick={() => change({ chapters: [...content.chapters, { title: "", lessons: [] }] })}
      >
        {t("addChapter")}
      </button>
      <button type="button" data-testid="save-content" onClick={() => void save()}>
        {t("saveContent")}
      </button>
      {saved ? (
        <p className="note" data-testid="content-saved">
          {t("contentSaved")}
        </p>
      ) : null}
      {problem("")}
    </div>
  );
}
