import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../api/client";
import { cabinetApi, type CabinetProduct, type ProductFile } from "../../api/cabinet";
import { useTexts } from "../../app/i18n";
import { useLoad } from "../../app/useLoad";
import type { CertificateOrientation, Chapter, CourseContent, Lesson, LessonKind, Question, Quiz } from "../../core";
import { ChooseFiles, UploadList, useProductUploads } from "./productUploads";
import { catalogTexts, orientationTexts } from "./texts";
import { useLocale } from "../../app/locale";
import { Button } from "../../ui/Button";
import { DateField } from "../../ui/DateField";
import { IntegerStepper } from "../../ui/IntegerStepper";
import { RadioGroup } from "../../ui/RadioGroup";
import { useFormGuard } from "../../ui/useFormGuard";
import { CheckField, RuleProblem, ruleText, SelectField, TextField } from "./ui";

// Step "content" of a course: the course's certificate switch (and how its
// page lies, landscape or portrait) and player
// colour, its chapters and their lessons (text, a video by link or by an
// uploaded file, a file, or a pdf; the file is chosen among the course's
// files or uploaded right in the lesson, `productUploads`), each with its drip (days after the
// buyer's access began, and/or a day it opens), whether buyers see it, and
// an optional quiz (questions, options, which are right, pass mark,
// attempts). Lessons keep the ids the edge gave them (a lesson moved or
// edited is the same lesson, so buyers' progress survives); a new lesson
// goes without one and the save's answer carries it. The edge checks the
// whole document with core's `validate_content`; its problems appear beside
// the fields they name. Changes not yet saved are guarded (ui/useFormGuard).
const newLesson = (): Lesson => ({ title: "", kind: "text", body: "", drip_days: 0 });
const newQuestion = (): Question => ({ text: "", options: ["", ""], correct: [0] });
const newQuiz = (): Quiz => ({ questions: [newQuestion()], pass_percent: 70, attempts_max: 0 });
const kinds: readonly LessonKind[] = ["text", "video", "file", "pdf"];
/** The files a lesson of `kind` can show: a video lesson's videos (and audio), a PDF lesson's PDFs, any file for a file lesson. */
const fitsLesson = (kind: LessonKind, file: ProductFile) =>
  kind === "pdf"
    ? file.contentType === "application/pdf"
    : kind === "video"
      ? file.contentType.startsWith("video/") || file.contentType.startsWith("audio/")
      : true;
/** What the file chooser offers for a lesson of `kind` (the edge sniffs what arrives). */
const acceptOf = (kind: LessonKind) => (kind === "pdf" ? "application/pdf,.pdf" : kind === "video" ? "video/*,audio/*" : undefined);

/** How a course certificate's A4 page may lie (a custom size is the certificate product's). */
const certificateOrientations: readonly CertificateOrientation[] = ["landscape", "portrait"];
/** The player's accent when the seller chose none: the design's accent token (never stored). */
const designAccent = () => getComputedStyle(document.documentElement).getPropertyValue("--color-accent").trim();
const hexColour = /^#[0-9a-fA-F]{6}$/;

/** `list` with the item at `i` replaced by `f(item)`. */
const update = <T,>(list: readonly T[], i: number, f: (item: T) => T): T[] => list.map((x, j) => (j === i ? f(x) : x));
const without = <T,>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

/**
 * The chapters after moving lesson `l` of chapter `c` one place up (`-1`)
 * or down (`1`): within its chapter, or past its chapter's edge into the
 * neighbouring chapter (its end going up, its start going down). The
 * lesson object moves whole, id included.
 */
export function moveLesson(chapters: readonly Chapter[], c: number, l: number, by: -1 | 1): Chapter[] {
  const chapter = chapters[c];
  const lesson = chapter?.lessons[l];
  if (!chapter || !lesson) return [...chapters];
  const to = l + by;
  if (to >= 0 && to < chapter.lessons.length) {
    const lessons = [...chapter.lessons];
    lessons[l] = lessons[to] as Lesson;
    lessons[to] = lesson;
    return update(chapters, c, (ch) => ({ ...ch, lessons }));
  }
  const next = c + by;
  if (next < 0 || next >= chapters.length) return [...chapters];
  return chapters.map((ch, i) => {
    if (i === c) return { ...ch, lessons: without(ch.lessons, l) };
    if (i === next) return { ...ch, lessons: by < 0 ? [...ch.lessons, lesson] : [lesson, ...ch.lessons] };
    return ch;
  });
}

export function ContentStep({ product, onChanged }: { product: CabinetProduct; onChanged: () => Promise<void> }) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`content:${product.id}`, (signal) => cabinetApi.content(product.id, signal));
  const [draft, setDraft] = useState<CourseContent | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  useFormGuard(dirty);
  if (loaded.state !== "ready") return <p>{t("loading")}</p>;
  const content = draft ?? loaded.value;

  const change = (next: CourseContent) => {
    setSaved(false);
    setDirty(true);
    setDraft(next);
  };
  const setChapters = (chapters: Chapter[]) => change({ ...content, chapters });
  const chapterAt = (c: number, patch: Partial<Chapter>) => setChapters(update(content.chapters, c, (ch) => ({ ...ch, ...patch })));
  const lessonAt = (c: number, l: number, patch: Partial<Lesson>) =>
    chapterAt(c, { lessons: update(content.chapters[c]?.lessons ?? [], l, (ls) => ({ ...ls, ...patch })) });
  /** The edge's problem of a field, for its widget. */
  const at = (field: string) => problems[field] ?? null;
  const colour = content.player_colour ?? "";

  async function save() {
    setProblems({});
    setSaving(true);
    try {
      setDraft(await cabinetApi.setContent(product.id, content));
      setSaved(true);
      setDirty(false);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setProblems(Object.fromEntries((e.problems.length > 0 ? e.problems : [{ field: "", code: e.code }]).map((p) => [p.field, p.code])));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="content-step" data-testid="content-step">
      <fieldset className="course-settings" data-testid="course-settings">
        <legend>{t("courseSettings")}</legend>
        <CheckField
          testId="course-certificate"
          label={t("certificate")}
          hint={t("certificateHint")}
          checked={content.certificate ?? false}
          onChange={(v) => change({ ...content, certificate: v })}
          problem={at("certificate")}
        />
        {content.certificate ? (
          <SelectField<CertificateOrientation>
            testId="course-certificate-orientation"
            label={t("certificateOrientation")}
            value={content.certificate_orientation ?? "landscape"}
            options={certificateOrientations.map((o) => [o, orientationTexts[o][locale]] as const)}
            onChange={(v) => change({ ...content, certificate_orientation: v })}
            problem={at("certificate_orientation")}
          />
        ) : null}
        <div className="colour">
          <input
            type="color"
            className="swatch"
            aria-label={t("playerColour")}
            data-testid="course-player-colour-picker"
            value={hexColour.test(colour) ? colour.toLowerCase() : designAccent()}
            onChange={(e) => change({ ...content, player_colour: e.target.value })}
          />
          <TextField
            testId="course-player-colour"
            label={t("playerColour")}
            hint={t("playerColourHint")}
            placeholder="#rrggbb"
            value={colour}
            onChange={(v) => change({ ...content, player_colour: v.trim() === "" ? undefined : v })}
            problem={at("player_colour")}
          />
        </div>
      </fieldset>
      {content.chapters.map((chapter, c) => (
        <fieldset key={c} className="chapter" data-testid={`chapter-${c}`}>
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
          {at(`chapters.${c}.lessons`) ? (
            <RuleProblem code={at(`chapters.${c}.lessons`) ?? ""} testId={`problem-chapters.${c}.lessons`} />
          ) : null}
          {chapter.lessons.map((lesson, l) => (
            <LessonEditor
              key={lesson.id ? `id-${lesson.id}` : `new-${l}`}
              product={product}
              onFilesChanged={onChanged}
              lesson={lesson}
              c={c}
              l={l}
              first={c === 0 && l === 0}
              last={c === content.chapters.length - 1 && l === chapter.lessons.length - 1}
              at={at}
              onChange={(patch) => lessonAt(c, l, patch)}
              onMove={(by) => setChapters(moveLesson(content.chapters, c, l, by))}
              onRemove={() => chapterAt(c, { lessons: without(chapter.lessons, l) })}
            />
          ))}
          <div className="content-buttons">
            <Button
              variant="secondary"
              size="small"
              testId={`chapter-${c}-add-lesson`}
              onClick={() => chapterAt(c, { lessons: [...chapter.lessons, newLesson()] })}
            >
              {t("addLesson")}
            </Button>
            {chapter.lessons.length === 0 ? (
              <Button variant="ghost" size="small" testId={`chapter-${c}-remove`} onClick={() => setChapters(without(content.chapters, c))}>
                {t("removeChapter")}
              </Button>
            ) : null}
          </div>
        </fieldset>
      ))}
      <div className="content-buttons">
        <Button variant="secondary" testId="add-chapter" onClick={() => setChapters([...content.chapters, { title: "", lessons: [] }])}>
          {t("addChapter")}
        </Button>
        <Button testId="save-content" pending={saving} onClick={() => void save()}>
          {t("saveContent")}
        </Button>
      </div>
      {saved ? (
        <p className="note" data-testid="content-saved" role="status">
          {t("contentSaved")}
        </p>
      ) : null}
      {Object.keys(problems).length > 0 ? (
        <p className="form-error" data-testid="content-problems" role="alert">
          {t("contentProblems")}
        </p>
      ) : null}
      {problems[""] ? <RuleProblem code={problems[""]} testId="problem-" /> : null}
    </div>
  );
}

/** One lesson: its fields by kind, its drip, whether buyers see it, its quiz, and moving or removing it. */
function LessonEditor({
  product,
  onFilesChanged,
  lesson,
  c,
  l,
  first,
  last,
  at,
  onChange,
  onMove,
  onRemove,
}: {
  product: CabinetProduct;
  onFilesChanged: () => Promise<void>;
  lesson: Lesson;
  c: number;
  l: number;
  first: boolean;
  last: boolean;
  at: (field: string) => string | null;
  onChange: (patch: Partial<Lesson>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const field = `chapters.${c}.lessons.${l}`;
  const id = `lesson-${c}-${l}`;
  // a file video has no link; "file" chosen before the course has a fitting file stays chosen (the upload is there)
  const [fileChosen, setFileChosen] = useState(false);
  const videoSource = (lesson.video_url ?? null) === null && ((lesson.file_id ?? null) !== null || fileChosen) ? "file" : "link";
  const published = (lesson.publish ?? "published") === "published";
  const dripProblem = at(`${field}.drip_days`);
  const fileField = (label: string) => (
    <LessonFile
      product={product}
      lesson={lesson}
      id={id}
      label={label}
      problem={at(`${field}.file_id`)}
      onFilesChanged={onFilesChanged}
      onChoose={(file_id) => onChange({ file_id })}
    />
  );
  return (
    <section
      className="lesson"
      data-testid={id}
      data-lesson-id={lesson.id ?? 0}
      data-kind={lesson.kind}
      aria-label={`${t("lesson")} ${l + 1}${lesson.title ? `: ${lesson.title}` : ""}`}
    >
      <div className="lesson-head">
        <h4>
          {t("lesson")} {l + 1}
          {published ? null : (
            <span className="lesson-hidden" data-testid={`${id}-hidden`}>
              {" "}
              · {t("notPublished")}
            </span>
          )}
        </h4>
        <div className="lesson-tools">
          <Button variant="ghost" size="small" testId={`${id}-up`} disabled={first} onClick={() => onMove(-1)} aria-label={t("moveUp")}>
            ↑
          </Button>
          <Button variant="ghost" size="small" testId={`${id}-down`} disabled={last} onClick={() => onMove(1)} aria-label={t("moveDown")}>
            ↓
          </Button>
          <Button variant="ghost" size="small" testId={`${id}-remove`} onClick={onRemove}>
            {t("removeLesson")}
          </Button>
        </div>
      </div>
      <TextField
        testId={`${id}-title`}
        label={t("lessonTitle")}
        required
        value={lesson.title}
        onChange={(v) => onChange({ title: v })}
        problem={at(`${field}.title`)}
      />
      <SelectField<LessonKind>
        testId={`${id}-kind`}
        label={t("lessonKind")}
        value={lesson.kind}
        options={kinds.map((k) => [k, t(`kind_${k}`)] as const)}
        onChange={(kind) => onChange({ kind })}
        problem={at(`${field}.kind`)}
      />
      {lesson.kind === "video" ? (
        <>
          <RadioGroup<"link" | "file">
            testId={`${id}-video-source`}
            label={t("videoSource")}
            value={videoSource}
            options={[
              { value: "link", label: t("videoLink") },
              { value: "file", label: t("videoFile") },
            ]}
            onChange={(v) => {
              setFileChosen(v === "file");
              onChange(
                v === "link"
                  ? { file_id: undefined, video_url: "" }
                  : { video_url: undefined, file_id: product.files.find((f) => fitsLesson("video", f))?.id },
              );
            }}
          />
          {videoSource === "link" ? (
            <TextField
              testId={`${id}-video`}
              label={t("lessonVideo")}
              hint={t("videoLinkHint")}
              type="url"
              placeholder="https://"
              value={lesson.video_url ?? ""}
              onChange={(v) => onChange({ video_url: v })}
              problem={at(`${field}.video_url`)}
            />
          ) : (
            fileField(t("videoFile"))
          )}
        </>
      ) : null}
      {lesson.kind === "file" ? fileField(t("lessonFile")) : null}
      {lesson.kind === "pdf" ? fileField(t("lessonPdf")) : null}
      <TextField
        testId={`${id}-body`}
        label={lesson.kind === "text" ? t("lessonText") : t("lessonIntro")}
        multiline
        required={lesson.kind === "text"}
        value={lesson.body}
        onChange={(v) => onChange({ body: v })}
        problem={at(`${field}.body`)}
      />
      <div className="lesson-drip">
        <IntegerStepper
          testId={`${id}-drip`}
          label={t("lessonDrip")}
          min={0}
          max={3650}
          value={String(lesson.drip_days)}
          onChange={(v) => onChange({ drip_days: Number(v || "0") })}
          error={dripProblem ? ruleText(dripProblem, locale) : undefined}
          errorCode={dripProblem ?? undefined}
        />
        <DateField
          testId={`${id}-opens-on`}
          label={t("opensOn")}
          hint={t("opensOnHint")}
          value={lesson.opens_on ?? ""}
          onChange={(v) => onChange({ opens_on: v || undefined })}
          error={at(`${field}.opens_on`) ? ruleText(at(`${field}.opens_on`) ?? "", locale) : undefined}
          errorCode={at(`${field}.opens_on`) ?? undefined}
        />
      </div>
      <CheckField
        testId={`${id}-published`}
        label={t("lessonPublished")}
        hint={t("lessonPublishedHint")}
        checked={published}
        onChange={(v) => onChange({ publish: v ? "published" : "not_for_publish" })}
        problem={at(`${field}.publish`)}
      />
      {lesson.quiz ? (
        <QuizEditor
          quiz={lesson.quiz}
          id={`${id}-quiz`}
          field={`${field}.quiz`}
          at={at}
          onChange={(quiz) => onChange({ quiz })}
          onRemove={() => onChange({ quiz: undefined })}
        />
      ) : (
        <div className="content-buttons">
          <Button variant="secondary" size="small" testId={`${id}-add-quiz`} onClick={() => onChange({ quiz: newQuiz() })}>
            {t("addQuiz")}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * A video, file or PDF lesson's file: one of the course's files that fits
 * the lesson (the one chosen always stays offered), or a new file uploaded
 * right here with its progress (issue 30: a course has no Files step). An
 * upload becomes the course's file and the lesson's; the lesson is then
 * changed through the newest `onChoose`, so edits made while the file went
 * up are kept.
 */
function LessonFile({
  product,
  lesson,
  id,
  label,
  problem,
  onFilesChanged,
  onChoose,
}: {
  product: CabinetProduct;
  lesson: Lesson;
  id: string;
  label: string;
  problem: string | null;
  onFilesChanged: () => Promise<void>;
  onChoose: (fileId: number | undefined) => void;
}) {
  const t = useTexts(catalogTexts);
  const { uploads, busy, uploadAll } = useProductUploads(product.id, onFilesChanged);
  const choose = useRef(onChoose);
  useEffect(() => {
    choose.current = onChoose;
  });
  const chosen = lesson.file_id ?? null;
  const offered = product.files.filter((f) => f.id === chosen || fitsLesson(lesson.kind, f));
  const options = [["", "–"] as const, ...offered.map((f) => [String(f.id), f.name] as const)];
  return (
    <div className="lesson-file" data-testid={`${id}-file-field`}>
      <SelectField
        testId={`${id}-file`}
        label={label}
        hint={offered.length === 0 ? t("noFilesHint") : t("lessonFileHint")}
        value={chosen === null ? "" : String(chosen)}
        options={options}
        onChange={(v) => onChoose(v ? Number(v) : undefined)}
        problem={problem}
      />
      <ChooseFiles
        label={t("uploadLessonFile")}
        testId={`${id}-file-input`}
        disabled={busy}
        accept={acceptOf(lesson.kind)}
        onChosen={(files) =>
          void uploadAll(files).then((stored) => {
            const file = stored[0];
            if (file) choose.current(file.id);
          })
        }
      />
      <UploadList uploads={uploads} />
    </div>
  );
}

/** A lesson's quiz: its questions with their options (checked: a right one), the pass mark and the attempts. */
function QuizEditor({
  quiz,
  id,
  field,
  at,
  onChange,
  onRemove,
}: {
  quiz: Quiz;
  id: string;
  field: string;
  at: (field: string) => string | null;
  onChange: (quiz: Quiz) => void;
  onRemove: () => void;
}) {
  const t = useTexts(catalogTexts);
  const locale = useLocale();
  const questionAt = (q: number, f: (question: Question) => Question) => onChange({ ...quiz, questions: update(quiz.questions, q, f) });
  const stepperError = (name: string) => {
    const code = at(`${field}.${name}`);
    return { error: code ? ruleText(code, locale) : undefined, errorCode: code ?? undefined };
  };
  return (
    <fieldset className="quiz" data-testid={id}>
      <legend>{t("quiz")}</legend>
      {at(`${field}.questions`) ? <RuleProblem code={at(`${field}.questions`) ?? ""} testId={`problem-${field}.questions`} /> : null}
      {quiz.questions.map((question, q) => {
        const qField = `${field}.questions.${q}`;
        const qId = `${id}-q${q}`;
        return (
          <div key={q} className="quiz-question" data-testid={qId}>
            <TextField
              testId={`${qId}-text`}
              label={`${t("question")} ${q + 1}`}
              required
              value={question.text}
              onChange={(v) => questionAt(q, (x) => ({ ...x, text: v }))}
              problem={at(`${qField}.text`)}
            />
            <ol className="quiz-options">
              {question.options.map((option, o) => (
                <li key={o} className="quiz-option" data-testid={`${qId}-o${o}`}>
                  <CheckField
                    testId={`${qId}-o${o}-correct`}
                    label={`${t("correctOption")} ${o + 1}`}
                    checked={question.correct.includes(o)}
                    onChange={(v) =>
                      questionAt(q, (x) => ({
                        ...x,
                        correct: v ? [...x.correct.filter((i) => i !== o), o].sort((a, b) => a - b) : x.correct.filter((i) => i !== o),
                      }))
                    }
                  />
                  <TextField
                    testId={`${qId}-o${o}-text`}
                    label={`${t("option")} ${o + 1}`}
                    required
                    value={option}
                    onChange={(v) => questionAt(q, (x) => ({ ...x, options: update(x.options, o, () => v) }))}
                    problem={at(`${qField}.options.${o}`)}
                  />
                  <Button
                    variant="ghost"
                    size="small"
                    testId={`${qId}-o${o}-remove`}
                    disabled={question.options.length <= 2}
                    aria-label={`${t("removeOption")} ${o + 1}`}
                    onClick={() =>
                      questionAt(q, (x) => ({
                        ...x,
                        options: without(x.options, o),
                        // the right answers keep pointing at the same options
                        correct: x.correct.filter((i) => i !== o).map((i) => (i > o ? i - 1 : i)),
                      }))
                    }
                  >
                    ×
                  </Button>
                </li>
              ))}
            </ol>
            {at(`${qField}.options`) ? <RuleProblem code={at(`${qField}.options`) ?? ""} testId={`problem-${qField}.options`} /> : null}
            {at(`${qField}.correct`) ? <RuleProblem code={at(`${qField}.correct`) ?? ""} testId={`problem-${qField}.correct`} /> : null}
            <div className="content-buttons">
              <Button
                variant="secondary"
                size="small"
                testId={`${qId}-add-option`}
                disabled={question.options.length >= 10}
                onClick={() => questionAt(q, (x) => ({ ...x, options: [...x.options, ""] }))}
              >
                {t("addOption")}
              </Button>
              <Button
                variant="ghost"
                size="small"
                testId={`${qId}-remove`}
                disabled={quiz.questions.length <= 1}
                onClick={() => onChange({ ...quiz, questions: without(quiz.questions, q) })}
              >
                {t("removeQuestion")}
              </Button>
            </div>
          </div>
        );
      })}
      <div className="content-buttons">
        <Button
          variant="secondary"
          size="small"
          testId={`${id}-add-question`}
          disabled={quiz.questions.length >= 50}
          onClick={() => onChange({ ...quiz, questions: [...quiz.questions, newQuestion()] })}
        >
          {t("addQuestion")}
        </Button>
      </div>
      <div className="lesson-drip">
        <IntegerStepper
          testId={`${id}-pass`}
          label={t("passPercent")}
          min={1}
          max={100}
          value={String(quiz.pass_percent ?? 70)}
          onChange={(v) => onChange({ ...quiz, pass_percent: Number(v || "0") })}
          {...stepperError("pass_percent")}
        />
        <IntegerStepper
          testId={`${id}-attempts`}
          label={t("attemptsMax")}
          hint={t("attemptsHint")}
          min={0}
          max={255}
          value={String(quiz.attempts_max ?? 0)}
          onChange={(v) => onChange({ ...quiz, attempts_max: Number(v || "0") })}
          {...stepperError("attempts_max")}
        />
      </div>
      <div className="content-buttons">
        <Button variant="ghost" size="small" testId={`${id}-remove`} onClick={onRemove}>
          {t("removeQuiz")}
        </Button>
      </div>
    </fieldset>
  );
}
