// The course player (issue 17): the outline (chapters and lessons in order,
// each with its status: finished, locked until its opening day, current),
// the progress, the lesson (text, video, file or PDF, with its quiz), the
// way on (previous, mark as finished, next) and the certificate once
// earned. The edge decides access, drip and progress (core's rules); the
// page shows what it answers and never shows content of a locked lesson.
// While access is blocked the outline stays and the content is replaced by
// the reason, with the way to pay. Phone first: under 992 px the outline is
// a collapsible list above the lesson, from 992 px a side column.
import { useEffect, useEffectEvent, useRef, useState } from "react";
import type { Crumb } from "../account/AreaShell";
import { Breadcrumbs } from "../account/AreaShell";
import { ApiError } from "../api/client";
import { coursesApi, type CourseOutline, type CourseLesson, type FinishAnswer, type OutlineLesson } from "../api/courses";
import { apiUrl } from "../api/url";
import { useFormat } from "../app/format";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { navigate } from "../app/navigate";
import { paths } from "../app/routes";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { buyerText } from "../storefront/Problem";
import { LessonBody } from "./LessonBody";
import { AccessBlocked, fill, followInApp, ProgressBar } from "./parts";
import { QuizForm } from "./QuizForm";
import { courseTexts } from "./texts";
import "../storefront/storefront.css";
import "./course.css";

function Tick() {
  return (
    <svg className="cp-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function Lock() {
  return (
    <svg className="cp-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <rect x="3.5" y="7" width="9" height="7" rx="1.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 015 0v2" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const isFinished = (l: OutlineLesson) => l.status === "finished";

/** The outline with lesson `id` finished and the progress the edge answered for it. */
function withFinished(course: CourseOutline, id: number, finished: FinishAnswer): CourseOutline {
  return {
    ...course,
    progress: finished.progress,
    chapters: course.chapters.map((c) => ({ ...c, lessons: c.lessons.map((l) => (l.id === id ? { ...l, status: finished.status } : l)) })),
  };
}

/** Every lesson of the course in order. */
const lessonsOf = (course: CourseOutline) => course.chapters.flatMap((c) => c.lessons);

/** Where the player starts: the lesson the buyer left off at, else the first open lesson, else the first. */
export function startLesson(course: CourseOutline): number | null {
  const lessons = lessonsOf(course);
  if (course.resumeLessonId && lessons.some((l) => l.id === course.resumeLessonId)) return course.resumeLessonId;
  return (lessons.find((l) => !l.locked && !isFinished(l)) ?? lessons.find((l) => !l.locked) ?? lessons[0])?.id ?? null;
}

function OutlineItem({
  username,
  course,
  lesson,
  current,
}: {
  username: string;
  course: CourseOutline;
  lesson: OutlineLesson;
  current: boolean;
}) {
  const t = useTexts(courseTexts);
  const f = useFormat();
  const state = lesson.locked ? "locked" : isFinished(lesson) ? "finished" : current ? "current" : "open";
  return (
    <li className={`cp-outline-item cp-outline-${state}`}>
      <a
        href={paths.course(username, course.productId, lesson.id)}
        onClick={followInApp}
        className="cp-outline-link"
        aria-current={current ? "page" : undefined}
        data-testid="outline-lesson"
        data-lesson-id={lesson.id}
        data-status={lesson.status}
        data-locked={lesson.locked}
        data-opens-on={lesson.opensOn ?? ""}
      >
        <span className="cp-outline-mark" aria-hidden="true">
          {lesson.locked ? <Lock /> : isFinished(lesson) ? <Tick /> : null}
        </span>
        <span className="cp-outline-text">
          <span className="cp-outline-title">{lesson.title}</span>
          {lesson.locked && lesson.opensOn ? (
            <span className="cp-outline-note" data-testid="opens-on">
              {fill(t("opensOn"), { date: f.date(lesson.opensOn) })}
            </span>
          ) : null}
          {lesson.hasQuiz ? <span className="cp-outline-note">{lesson.quizPassed ? t("quizPassed") : t("quiz")}</span> : null}
          <span className="sf-visually-hidden">
            {lesson.locked ? ` (${t("locked")})` : isFinished(lesson) ? ` (${t("finished")})` : ""}
          </span>
        </span>
      </a>
    </li>
  );
}

function Outline({ username, course, currentId }: { username: string; course: CourseOutline; currentId: number | null }) {
  const t = useTexts(courseTexts);
  // opened for the lesson on screen: choosing another lesson on a phone folds the list away again
  const [openAt, setOpenAt] = useState<number | null | undefined>(undefined);
  const open = openAt === currentId;
  return (
    <nav className="cp-outline sf-card" aria-labelledby="cp-outline-title" data-testid="course-outline" data-open={open}>
      <div className="cp-outline-head">
        <h3 id="cp-outline-title" className="cp-outline-heading">
          {t("outline")}
          <span className="cp-outline-count">
            {course.progress.finished}/{course.progress.total}
          </span>
        </h3>
        <button
          type="button"
          className="sf-button cp-outline-toggle"
          aria-expanded={open}
          aria-controls="cp-outline-body"
          data-testid="outline-toggle"
          onClick={() => setOpenAt(open ? undefined : currentId)}
        >
          {open ? t("hideOutline") : t("showOutline")}
        </button>
      </div>
      <div id="cp-outline-body" className={`cp-outline-body${open ? " open" : ""}`}>
        {course.chapters.map((chapter, i) => (
          <section key={`${i}-${chapter.title}`} className="cp-chapter" data-testid="outline-chapter">
            <h4 className="cp-chapter-title">{chapter.title}</h4>
            <ol className="cp-outline-list">
              {chapter.lessons.map((l) => (
                <OutlineItem key={l.id} username={username} course={course} lesson={l} current={l.id === currentId} />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </nav>
  );
}

function Certificate({ username, course }: { username: string; course: CourseOutline }) {
  const t = useTexts(courseTexts);
  if (!course.certificate.offered) return null;
  const url = course.certificate.url ? apiUrl(course.certificate.url) : apiUrl(coursesApi.certificateUrl(username, course.productId));
  return (
    <section
      className="cp-certificate"
      data-testid="certificate"
      data-earned={course.certificate.earned}
      aria-labelledby="cp-certificate-title"
    >
      <h3 id="cp-certificate-title" className="cp-certificate-title">
        {t("certificate")}
      </h3>
      {course.certificate.earned ? (
        <>
          <p>{t("certificateEarned")}</p>
          <a className="sf-button sf-button-primary" href={url} download data-testid="certificate-download">
            {t("certificateDownload")}
          </a>
        </>
      ) : (
        <p className="cp-muted">{t("certificatePending")}</p>
      )}
    </section>
  );
}

/** The panel of a lesson that is not open yet: the day it opens, in the UI language. */
function LessonLocked({ lesson }: { lesson: OutlineLesson | undefined }) {
  const t = useTexts(courseTexts);
  const f = useFormat();
  return (
    <section className="cp-locked" data-testid="lesson-locked" data-opens-on={lesson?.opensOn ?? ""}>
      <span className="cp-locked-icon">
        <Lock />
      </span>
      {lesson ? <h3 className="cp-lesson-title">{lesson.title}</h3> : null}
      <p data-testid="lesson-locked-text">
        {lesson?.opensOn ? fill(t("lessonNotOpen"), { date: f.date(lesson.opensOn) }) : t("lessonNotOpenSoon")}
      </p>
      <p className="cp-muted">{t("lessonNotOpenHint")}</p>
    </section>
  );
}

function LessonView({
  username,
  course,
  lesson,
  position,
  onChanged,
  focusTitle,
}: {
  username: string;
  course: CourseOutline;
  lesson: CourseLesson;
  position: { n: number; total: number };
  onChanged: (finished?: FinishAnswer) => void;
  focusTitle: boolean;
}) {
  // moving from lesson to lesson inside the player, focus goes to the new lesson's title (the link followed is gone)
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) title.current?.focus({ preventScroll: true });
  }, [focusTitle]);
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const [status, setStatus] = useState(lesson.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // a lesson with a quiz is finished only once the quiz is passed (the edge refuses it before: 409 quiz_not_passed)
  const [quizPassed, setQuizPassed] = useState(lesson.quiz ? lesson.quiz.passed : true);
  const finished = status === "finished";
  const finish = () => {
    setBusy(true);
    setError(null);
    coursesApi
      .finish(username, course.productId, lesson.id)
      .then((answer) => {
        setStatus(answer.status);
        onChanged(answer);
      })
      .catch((e: unknown) => setError(e instanceof ApiError ? e.code : "internal"))
      .finally(() => setBusy(false));
  };
  return (
    <article className="cp-lesson" data-testid="lesson" data-lesson-id={lesson.id} data-kind={lesson.kind} data-status={status}>
      <p className="cp-lesson-count">{fill(t("lessonCount"), { n: position.n, total: position.total })}</p>
      <h3 ref={title} tabIndex={-1} className="cp-lesson-title" data-testid="lesson-title">
        {lesson.title}
      </h3>
      <LessonBody lesson={lesson} playerColour={course.playerColour ?? null} />
      {lesson.quiz ? (
        <QuizForm
          key={lesson.id}
          quiz={lesson.quiz}
          submit={(answers) => coursesApi.quiz(username, course.productId, lesson.id, answers)}
          onGraded={(result) => {
            if (result.passed) setQuizPassed(true);
            onChanged();
          }}
        />
      ) : null}
      {error ? (
        <p className="error" role="alert" data-testid="lesson-error" data-code={error}>
          {buyerText(error, locale)}
        </p>
      ) : null}
      {!finished && !quizPassed ? (
        <p className="cp-muted" id={`finish-after-quiz-${lesson.id}`} data-testid="lesson-finish-after-quiz">
          {t("finishAfterQuiz")}
        </p>
      ) : null}
      <nav className="cp-lesson-nav" aria-label={t("outline")}>
        {lesson.prevId ? (
          <a
            className="sf-button cp-nav-prev"
            href={paths.course(username, course.productId, lesson.prevId)}
            onClick={followInApp}
            data-testid="lesson-prev"
            rel="prev"
          >
            ← {t("previous")}
          </a>
        ) : (
          <span />
        )}
        {finished ? (
          <span className="cp-finished" data-testid="lesson-finished">
            <Tick /> {t("markedFinished")}
          </span>
        ) : (
          <button
            type="button"
            className="sf-button cp-finish"
            data-testid="lesson-finish"
            disabled={busy || !quizPassed}
            aria-busy={busy}
            aria-describedby={quizPassed ? undefined : `finish-after-quiz-${lesson.id}`}
            onClick={finish}
          >
            {t("markFinished")}
          </button>
        )}
        {lesson.nextId ? (
          <a
            className="sf-button sf-button-primary cp-nav-next"
            href={paths.course(username, course.productId, lesson.nextId)}
            onClick={followInApp}
            data-testid="lesson-next"
            rel="next"
          >
            {t("next")} →
          </a>
        ) : (
          <span />
        )}
      </nav>
    </article>
  );
}

/** The lesson's part of the page: its content, or why it cannot be shown. */
function LessonPart({
  username,
  course,
  lessonId,
  onChanged,
  onOpened,
  focusTitle,
}: {
  username: string;
  course: CourseOutline;
  lessonId: number;
  onChanged: (finished?: FinishAnswer) => void;
  onOpened: () => void;
  focusTitle: boolean;
}) {
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const lessons = lessonsOf(course);
  const index = lessons.findIndex((l) => l.id === lessonId);
  const outlined = lessons[index];
  const ask = course.access.state === "open" && outlined !== undefined && !outlined.locked;
  const [loaded] = useLoad(`lesson:${username}:${course.productId}:${lessonId}:${ask}`, (signal) =>
    ask ? coursesApi.lesson(username, course.productId, lessonId, signal) : Promise.resolve(null),
  );
  // opening a lesson records a view (and where to resume): the outline is asked again once it is shown
  const opened = loaded.state === "ready" && loaded.value !== null ? loaded.value.id : null;
  const onOpenedNow = useEffectEvent(onOpened);
  useEffect(() => {
    if (opened !== null) onOpenedNow();
  }, [opened]);
  if (course.access.state !== "open") return <AccessBlocked access={course.access} note={t("outlineStays")} />;
  if (outlined?.locked) return <LessonLocked lesson={outlined} />;
  if (loaded.state === "loading") return <p className="sf-loading cp-lesson">{t("loading")}</p>;
  if (loaded.state === "error") {
    if (loaded.error.code === "lesson_not_open") return <LessonLocked lesson={outlined} />;
    if (loaded.error.code === "course_access_blocked") return <AccessBlocked access={{ ...course.access, state: "blocked" }} />;
    return (
      <p className="error cp-lesson" data-testid="error" data-code={loaded.error.code}>
        {buyerText(loaded.error.code, locale)}
      </p>
    );
  }
  if (!loaded.value) return null;
  return (
    <LessonView
      key={loaded.value.id}
      username={username}
      course={course}
      lesson={loaded.value}
      position={{ n: index + 1, total: lessons.length }}
      onChanged={onChanged}
      focusTitle={focusTitle}
    />
  );
}

/** `/payer/s/{username}/courses/{productId}[/lessons/{lessonId}]`. */
export function PlayerPage({
  username,
  productId,
  lessonId,
  crumbs,
}: {
  username: string;
  productId: number;
  lessonId: number | null;
  crumbs: Crumb[];
}) {
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const f = useFormat();
  // the lesson the page was opened at: any other was reached inside the player
  const [firstLesson] = useState(lessonId);
  const [loaded] = useLoad(`course:${username}:${productId}`, (signal) => coursesApi.course(username, productId, signal));
  // the outline as last answered: a finished lesson or a passed quiz asks again, without a loading state
  const [fresh, setFresh] = useState<CourseOutline | null>(null);
  const course = fresh ?? (loaded.state === "ready" ? loaded.value : null);
  useTitle(course?.name, course?.seller.displayName ?? username);
  const refresh = () => {
    coursesApi
      .course(username, productId)
      .then(setFresh)
      .catch(() => undefined);
  };
  // a lesson finished shows at once (its tick and the progress the edge answered); the outline is then asked again
  const changed = (finished?: FinishAnswer) => {
    if (finished && course && lessonId !== null) setFresh(withFinished(course, lessonId, finished));
    refresh();
  };
  const start = course && lessonId === null ? startLesson(course) : null;
  useEffect(() => {
    if (start !== null) navigate(paths.course(username, productId, start), { replace: true });
  }, [start, username, productId]);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [lessonId]);

  if (loaded.state === "loading" && !course) return <p className="sf-loading">{t("loading")}</p>;
  if (loaded.state === "error" && !course) {
    return (
      <>
        <Breadcrumbs crumbs={crumbs} />
        <p className="error" data-testid="error" data-code={loaded.error.code}>
          {buyerText(loaded.error.code, locale)}
        </p>
      </>
    );
  }
  if (!course) return null;
  const empty = lessonsOf(course).length === 0;
  return (
    <div
      className="cp-player"
      data-testid="player"
      data-product-id={course.productId}
      data-access={course.access.state}
      data-reason={course.access.reason ?? ""}
      style={course.playerColour ? ({ "--cp-player-colour": course.playerColour } as React.CSSProperties) : undefined}
    >
      <Breadcrumbs
        crumbs={[...crumbs.slice(0, 1), { label: course.seller.displayName, href: paths.payerSeller(username) }, { label: course.name }]}
      />
      <header className="cp-head">
        <h2 className="cp-title" data-testid="course-name">
          {course.name}
        </h2>
        {course.access.state === "open" && course.access.until ? (
          <p className="cp-muted" data-testid="access-until">
            {fill(t("accessUntil"), { date: f.date(course.access.until) })}
          </p>
        ) : null}
        <ProgressBar progress={course.progress} label={course.name} />
      </header>
      <div className="cp-layout">
        <Outline username={username} course={course} currentId={lessonId} />
        <div className="cp-main">
          {empty ? (
            <p className="sf-empty" data-testid="no-lessons">
              {t("noLessons")}
            </p>
          ) : lessonId !== null ? (
            <LessonPart
              username={username}
              course={course}
              lessonId={lessonId}
              onChanged={changed}
              onOpened={refresh}
              focusTitle={lessonId !== firstLesson}
            />
          ) : null}
          {course.access.state === "open" ? <Certificate username={username} course={course} /> : null}
        </div>
      </div>
    </div>
  );
}
