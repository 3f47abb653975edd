import { useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLoad } from "../../app/useLoad";
import type { Chapter, CourseContent, Lesson, LessonKind } from "../../core";
import { catalogTexts } from "./texts";
import { useLocale } from "../../app/locale";
import { IntegerStepper } from "../../ui/IntegerStepper";
import { useFormGuard } from "../../ui/useFormGuard";
import { RuleProblem, ruleText, SelectField, TextField } from "./ui";

// Step "content" of a course: chapters and their lessons (text, a video
// link, or one of the product's files), each with its drip in days. The
// edge checks the whole document with core's `validate_content`; its
// problems appear beside the fields they name. Changes not yet saved are
// guarded (ui/useFormGuard).
const newLesson = (): Lesson => ({ title: "", kind: "text", body: "", drip_days: 0 });

export function ContentStep({ product }: { product: CabinetProduct }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`content:${product.id}`, (signal) => cabinetApi.content(product.id, signal));
  const [draft, setDraft] = useState<CourseContent | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [dirty, setDirty] = useState(false);
  useFormGuard(dirty);
  if (loaded.state !== "ready") return <p>{t("loading")}</p>;
  const content = draft ?? loaded.value;

  const change = (next: CourseContent) => {
    setSaved(false);
    setDirty(true);
    setDraft(next);
  };
  const chapterAt = (c: number, patch: Partial<Chapter>) =>
    change({ chapters: content.chapters.map((ch, i) => (i === c ? { ...ch, ...patch } : ch)) });
  const lessonAt = (c: number, l: number, patch: Partial<Lesson>) =>
    chapterAt(c, { lessons: content.chapters[c]?.lessons.map((ls, i) => (i === l ? { ...ls, ...patch } : ls)) ?? [] });
  const problem = (field: string) => (problems[field] ? <RuleProblem code={problems[field]} testId={`problem-${field}`} /> : null);
  /** The edge's problem of a field, for its widget. */
  const at = (field: string) => problems[field] ?? null;

  async function save() {
    setProblems({});
    try {
      setDraft(await cabinetApi.setContent(product.id, content));
      setSaved(true);
      setDirty(false);
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
          <TextField
            testId={`chapter-${c}-title`}
            label={t("chapterTitle")}
            required
            value={chapter.title}
            onChange={(v) => chapterAt(c, { title: v })}
            problem={at(`chapters.${c}.title`)}
          />
          {chapter.lessons.map((lesson, l) => {
            const field = `chapters.${c}.lessons.${l}`;
            const id = `lesson-${c}-${l}`;
            return (
              <div key={l} className="lesson" data-testid={id}>
                <TextField
                  testId={`${id}-title`}
                  label={t("lessonTitle")}
                  required
                  value={lesson.title}
                  onChange={(v) => lessonAt(c, l, { title: v })}
                  problem={at(`${field}.title`)}
                />
                <SelectField<LessonKind>
                  testId={`${id}-kind`}
                  label={t("lessonKind")}
                  value={lesson.kind}
                  options={(["text", "video", "file"] as const).map((k) => [k, t(`kind_${k}`)] as const)}
                  onChange={(kind) => lessonAt(c, l, { kind })}
                  problem={at(`${field}.kind`)}
                />
                {lesson.kind === "text" ? (
                  <TextField
                    testId={`${id}-body`}
                    label={t("lessonText")}
                    multiline
                    value={lesson.body}
                    onChange={(v) => lessonAt(c, l, { body: v })}
                    problem={at(`${field}.body`)}
                  />
                ) : null}
                {lesson.kind === "video" ? (
                  <TextField
                    testId={`${id}-video`}
                    label={t("lessonVideo")}
                    type="url"
                    placeholder="https://"
                    value={lesson.video_url ?? ""}
                    onChange={(v) => lessonAt(c, l, { video_url: v })}
                    problem={at(`${field}.video_url`)}
                  />
                ) : null}
                {lesson.kind === "file" ? (
                  <SelectField
                    testId={`${id}-file`}
                    label={t("lessonFile")}
                    value={lesson.file_id === undefined ? "" : String(lesson.file_id)}
                    options={[["", "–"] as const, ...product.files.map((f) => [String(f.id), f.name] as const)]}
                    onChange={(v) => lessonAt(c, l, { file_id: v ? Number(v) : undefined })}
                    problem={at(`${field}.file_id`)}
                  />
                ) : null}
                <IntegerStepper
                  testId={`${id}-drip`}
                  label={t("lessonDrip")}
                  min={0}
                  max={99999}
                  value={String(lesson.drip_days)}
                  onChange={(v) => lessonAt(c, l, { drip_days: Number(v || "0") })}
                  error={at(`${field}.drip_days`) ? ruleText(at(`${field}.drip_days`) ?? "", locale) : undefined}
                  errorCode={at(`${field}.drip_days`) ?? undefined}
                />
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
