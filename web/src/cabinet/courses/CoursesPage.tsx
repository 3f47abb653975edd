import { useState, type ReactNode } from "react";
import { FormError } from "../../account/Field";
import { ApiError } from "../../api/client";
import { coursesApi, type CourseOverviewRow } from "../../api/courseArea";
import { useTexts } from "../../app/i18n";
import { Link } from "../../app/Link";
import { useLocale } from "../../app/locale";
import { paths, type CourseView } from "../../app/routes";
import { useListPage } from "../../app/useListPage";
import { useLoad } from "../../app/useLoad";
import type { CoursePublishEvent } from "../../core";
import { Button } from "../../ui/Button";
import { EmptyState } from "../../ui/EmptyState";
import { rowLink } from "../../ui/rowLink";
import { Skeleton } from "../../ui/Skeleton";
import { Table } from "../../ui/Table";
import { Tabs } from "../../ui/Tabs";
import { BadAddress, ListBody, type EmptyText, type FilterSpec } from "../orders/ListParts";
import { Instant, SortHeader, StatusBadge, machineStates } from "../orders/ui";
import { courseTexts, lessonStateTexts, publishEventTexts, publishStateTexts, resultTexts, sessionStateTexts } from "./texts";
import "./courses.css";

// The seller's course area (spec section 2: /cabinet/courses/overview,
// /sessions, /lesson_statuses, /quiz_attempts), one tab each. The overview
// lists every course with its publish state and the moves core's machine
// allows from it, and how its buyers progress; the other tabs are lists
// with core's list rules in the address bar (filters, remembered sort,
// paging by cursor), drawn by the sales lists' own frame (`ListBody`).
const lessonStates = machineStates<keyof typeof lessonStateTexts>("lesson");

export function CoursesPage({ view, search }: { view: CourseView; search: string }) {
  switch (view) {
    case "overview":
      return <CourseOverview />;
    case "sessions":
      return <Sessions search={search} />;
    case "lesson_statuses":
      return <LessonStatuses search={search} />;
    case "quiz_attempts":
      return <QuizAttempts search={search} />;
  }
}

/** The page around every tab: its heading and the tabs. */
function CoursesFrame({ view, children }: { view: CourseView; children: ReactNode }) {
  const t = useTexts(courseTexts);
  const tab = (id: CourseView, label: string) => ({ id, label, href: paths.cabinetCourses(id), testId: `courses-tab-${id}` });
  return (
    <section className="sales-list course-area" data-testid="courses" data-view={view}>
      <div className="list-head">
        <h2>{t("courses")}</h2>
      </div>
      <Tabs
        label={t("courses")}
        selected={view}
        items={[
          tab("overview", t("overview")),
          tab("sessions", t("sessions")),
          tab("lesson_statuses", t("lessonStatuses")),
          tab("quiz_attempts", t("quizAttempts")),
        ]}
      >
        {children}
      </Tabs>
    </section>
  );
}

/** What every empty course list says before anyone learns: make a course and sell it. */
function useNoCourses(): EmptyText {
  const t = useTexts(courseTexts);
  return {
    title: t("noCoursesTitle"),
    text: t("noCoursesText"),
    action: { label: t("toProducts"), href: paths.cabinetProducts("form=course"), testId: "courses-empty-action" },
  };
}

function CourseOverview() {
  const t = useTexts(courseTexts);
  const empty = useNoCourses();
  const [loaded, reload] = useLoad("cabinet-course-overview", (signal) => coursesApi.overview(signal));
  // moves made here, by course, so a row shows its new state at once
  const [moved, setMoved] = useState<Record<number, Pick<CourseOverviewRow, "publishState" | "actions">>>({});
  const [pending, setPending] = useState<number | null>(null);
  const [refused, setRefused] = useState<{ productId: number; code: string } | null>(null);
  const nothing = loaded.state === "ready" && loaded.value.length === 0;

  const move = async (productId: number, event: CoursePublishEvent) => {
    setPending(productId);
    setRefused(null);
    try {
      const after = await coursesApi.publish(productId, event);
      setMoved((m) => ({ ...m, [productId]: { publishState: after.publishState, actions: after.actions } }));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setRefused({ productId, code: e.code });
      setMoved((m) => Object.fromEntries(Object.entries(m).filter(([id]) => Number(id) !== productId)));
      reload();
    } finally {
      setPending(null);
    }
  };

  return (
    <CoursesFrame view="overview">
      <div data-testid="course-overview" data-state={loaded.state}>
        {loaded.state === "loading" ? <Skeleton columns={6} rows={3} /> : null}
        {loaded.state === "error" ? <FormError code={loaded.error.code} testId="course-overview-error" /> : null}
        {nothing ? <EmptyState testId="course-overview-empty" {...empty} /> : null}
        {loaded.state === "ready" && loaded.value.length > 0 ? (
          <Table caption={t("overview")} stack testId="course-overview-table">
            <thead>
              <tr>
                <th scope="col">{t("course")}</th>
                <th scope="col">{t("publishState")}</th>
                <th scope="col" className="num">
                  {t("buyers")}
                </th>
                <th scope="col" className="num">
                  {t("active30d")}
                </th>
                <th scope="col" className="num">
                  {t("completed")}
                </th>
                <th scope="col" className="num">
                  {t("averagePercent")}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.map((stored) => {
                const r = { ...stored, ...moved[stored.productId] };
                const sessions = paths.cabinetCourses("sessions", `product_id=${r.productId}`);
                return (
                  <tr
                    key={r.productId}
                    data-testid="course-overview-row"
                    data-product-id={r.productId}
                    data-publish-state={r.publishState}
                    data-buyers={r.buyers}
                  >
                    <td data-label={t("course")}>
                      <span className="course-lesson">
                        <Link href={paths.productEdit(r.productId)} testId="course-overview-edit">
                          {r.name}
                        </Link>
                        <small data-testid="course-overview-lessons">{t("lessonCount").replace("{n}", String(r.lessons))}</small>
                      </span>
                    </td>
                    <td data-label={t("publishState")}>
                      <div className="course-release">
                        <StatusBadge state={r.publishState} words={publishStateTexts} testId="course-publish-state" />
                        <div className="course-actions">
                          {r.actions.map((event) => (
                            <PublishButton
                              key={event}
                              event={event}
                              pending={pending === r.productId}
                              onClick={() => void move(r.productId, event)}
                            />
                          ))}
                        </div>
                        {refused?.productId === r.productId ? <FormError code={refused.code} testId="course-publish-error" /> : null}
                      </div>
                    </td>
                    <td data-label={t("buyers")} className="num">
                      <Link href={sessions} testId="course-overview-sessions">
                        {r.buyers}
                      </Link>
                    </td>
                    <td data-label={t("active30d")} className="num">
                      {r.active30d}
                    </td>
                    <td data-label={t("completed")} className="num">
                      {r.completed}
                    </td>
                    <td data-label={t("averagePercent")} className="num">
                      {r.averagePercent === null || r.averagePercent === undefined ? "–" : `${r.averagePercent} %`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        ) : null}
      </div>
    </CoursesFrame>
  );
}

function PublishButton({ event, pending, onClick }: { event: CoursePublishEvent; pending: boolean; onClick: () => void }) {
  const locale = useLocale();
  return (
    <Button
      variant={event === "cancel" ? "danger" : "secondary"}
      size="small"
      disabled={pending}
      testId={`course-publish-${event}`}
      onClick={onClick}
    >
      {publishEventTexts[event][locale]}
    </Button>
  );
}

/** The filters every course list shares: the course, and the day it began. */
function useCommonFilters(): FilterSpec[] {
  const t = useTexts(courseTexts);
  return [
    { param: "product_id", label: t("productId"), kind: "id" },
    { param: "created_from", label: t("createdFrom"), kind: "date" },
    { param: "created_to", label: t("createdTo"), kind: "date" },
  ];
}

function Sessions({ search }: { search: string }) {
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const empty = useNoCourses();
  const common = useCommonFilters();
  const page = useListPage("cabinet-course-sessions", "course_sessions", search, coursesApi.sessions, (q) =>
    paths.cabinetCourses("sessions", q),
  );
  const { current, loaded, total, queryString, go } = page;
  if ("problems" in current)
    return (
      <CoursesFrame view="sessions">
        <BadAddress testId="course-sessions" code={current.problems[0]?.code} href={paths.cabinetCourses("sessions")} />
      </CoursesFrame>
    );
  const state = current.ok;
  const filters: FilterSpec[] = [
    {
      param: "state",
      label: t("state"),
      kind: "select",
      options: (["in_progress", "completed"] as const).map((s) => [s, sessionStateTexts[s][locale]] as const),
    },
    ...common,
  ];
  return (
    <CoursesFrame view="sessions">
      <div data-testid="course-sessions" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
        <ListBody
          list={page}
          state={state}
          searchPlaceholder={t("searchBuyer")}
          filters={filters}
          filtersTestId="course-session-filters"
          errorTestId="course-sessions-error"
          emptyTestId="course-sessions-empty"
          empty={empty}
          columns={6}
          table={(rows) => (
            <Table caption={t("sessions")} stack testId="course-sessions-table">
              <thead>
                <tr>
                  <th scope="col">{t("buyer")}</th>
                  <SortHeader sortKey="product_id" state={state} go={go}>
                    {t("course")}
                  </SortHeader>
                  <SortHeader sortKey="percent" state={state} go={go} numeric>
                    {t("progress")}
                  </SortHeader>
                  <SortHeader sortKey="started_at" state={state} go={go}>
                    {t("startedAt")}
                  </SortHeader>
                  <SortHeader sortKey="last_seen_at" state={state} go={go}>
                    {t("lastSeenAt")}
                  </SortHeader>
                  <th scope="col">{t("completedAt")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => {
                  const statuses = paths.cabinetCourses(
                    "lesson_statuses",
                    `product_id=${r.productId}&query=${encodeURIComponent(r.payerEmail)}`,
                  );
                  return (
                    <tr
                      key={r.id}
                      {...rowLink(statuses)}
                      data-testid="course-session-row"
                      data-id={r.id}
                      data-product-id={r.productId}
                      data-percent={r.percent}
                      data-email={r.payerEmail}
                    >
                      <td data-label={t("buyer")}>
                        <Link href={statuses} testId="course-session-statuses">
                          {r.payerEmail}
                        </Link>
                      </td>
                      <td data-label={t("course")}>{r.productName}</td>
                      <td data-label={t("progress")} className="num">
                        <Progress percent={r.percent} finished={r.finishedCount} />
                      </td>
                      <td data-label={t("startedAt")} className="nowrap">
                        <Instant value={r.startedAt} />
                      </td>
                      <td data-label={t("lastSeenAt")} className="nowrap">
                        <Instant value={r.lastSeenAt ?? null} />
                      </td>
                      <td data-label={t("completedAt")} className="nowrap">
                        {r.completedAt ? (
                          <Instant value={r.completedAt} />
                        ) : (
                          <StatusBadge state="in_progress" words={sessionStateTexts} testId="course-session-state" />
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        />
      </div>
    </CoursesFrame>
  );
}

/** A buyer's progress: the percent as a bar and in words, with the lessons finished. */
function Progress({ percent, finished }: { percent: number; finished: number }) {
  const t = useTexts(courseTexts);
  const clamped = Math.max(0, Math.min(100, percent));
  return (
    <span className="course-progress" title={`${finished} ${t("finishedLessons")}`}>
      <span className="course-progress-bar" aria-hidden="true">
        <span className="course-progress-fill" style={{ inlineSize: `${clamped}%` }} />
      </span>
      <span>{clamped} %</span>
    </span>
  );
}

function LessonStatuses({ search }: { search: string }) {
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const empty = useNoCourses();
  const page = useListPage("cabinet-lesson-statuses", "lesson_statuses", search, coursesApi.lessonStatuses, (q) =>
    paths.cabinetCourses("lesson_statuses", q),
  );
  const { current, loaded, total, queryString, go } = page;
  if ("problems" in current)
    return (
      <CoursesFrame view="lesson_statuses">
        <BadAddress testId="lesson-statuses" code={current.problems[0]?.code} href={paths.cabinetCourses("lesson_statuses")} />
      </CoursesFrame>
    );
  const state = current.ok;
  const filters: FilterSpec[] = [
    {
      param: "state",
      label: t("state"),
      kind: "select",
      options: lessonStates.map((s) => [s, lessonStateTexts[s][locale]] as const),
    },
    { param: "product_id", label: t("productId"), kind: "id" },
    { param: "created_from", label: t("viewedFrom"), kind: "date" },
    { param: "created_to", label: t("viewedTo"), kind: "date" },
  ];
  return (
    <CoursesFrame view="lesson_statuses">
      <div data-testid="lesson-statuses" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
        <ListBody
          list={page}
          state={state}
          searchPlaceholder={t("searchBuyer")}
          filters={filters}
          filtersTestId="lesson-status-filters"
          errorTestId="lesson-statuses-error"
          emptyTestId="lesson-statuses-empty"
          empty={empty}
          columns={5}
          table={(rows) => (
            <Table caption={t("lessonStatuses")} stack testId="lesson-statuses-table">
              <thead>
                <tr>
                  <th scope="col">{t("buyer")}</th>
                  <SortHeader sortKey="lesson_id" state={state} go={go}>
                    {t("lesson")}
                  </SortHeader>
                  <SortHeader sortKey="state" state={state} go={go}>
                    {t("state")}
                  </SortHeader>
                  <SortHeader sortKey="viewed_at" state={state} go={go}>
                    {t("viewedAt")}
                  </SortHeader>
                  <SortHeader sortKey="finished_at" state={state} go={go}>
                    {t("finishedAt")}
                  </SortHeader>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={`${r.productId}-${r.lessonId}-${r.payerEmail}`}
                    data-testid="lesson-status-row"
                    data-product-id={r.productId}
                    data-lesson-id={r.lessonId}
                    data-state={r.state}
                    data-email={r.payerEmail}
                  >
                    <td data-label={t("buyer")}>{r.payerEmail}</td>
                    <td data-label={t("lesson")}>
                      <LessonName title={r.lessonTitle ?? null} course={r.productName} />
                    </td>
                    <td data-label={t("state")}>
                      <StatusBadge state={r.state} words={lessonStateTexts} testId="lesson-status-state" />
                    </td>
                    <td data-label={t("viewedAt")} className="nowrap">
                      <Instant value={r.viewedAt ?? null} />
                    </td>
                    <td data-label={t("finishedAt")} className="nowrap">
                      <Instant value={r.finishedAt ?? null} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        />
      </div>
    </CoursesFrame>
  );
}

/** A lesson's title (or that the seller deleted it since) and, below it, its course. */
function LessonName({ title, course }: { title: string | null; course: string }) {
  const t = useTexts(courseTexts);
  return (
    <span className="course-lesson">
      {title ? <span>{title}</span> : <em>{t("deletedLesson")}</em>}
      <small>{course}</small>
    </span>
  );
}

function QuizAttempts({ search }: { search: string }) {
  const t = useTexts(courseTexts);
  const empty = useNoCourses();
  const common = useCommonFilters();
  const page = useListPage("cabinet-quiz-attempts", "quiz_attempts", search, coursesApi.quizAttempts, (q) =>
    paths.cabinetCourses("quiz_attempts", q),
  );
  const { current, loaded, total, queryString, go } = page;
  if ("problems" in current)
    return (
      <CoursesFrame view="quiz_attempts">
        <BadAddress testId="quiz-attempts" code={current.problems[0]?.code} href={paths.cabinetCourses("quiz_attempts")} />
      </CoursesFrame>
    );
  const state = current.ok;
  const filters: FilterSpec[] = [
    {
      param: "passed",
      label: t("result"),
      kind: "select",
      options: [
        ["true", t("passed")],
        ["false", t("notPassed")],
      ],
    },
    ...common,
  ];
  return (
    <CoursesFrame view="quiz_attempts">
      <div data-testid="quiz-attempts" data-state={loaded.state} data-total={total ?? undefined} data-query={queryString}>
        <ListBody
          list={page}
          state={state}
          searchPlaceholder={t("searchBuyer")}
          filters={filters}
          filtersTestId="quiz-attempt-filters"
          errorTestId="quiz-attempts-error"
          emptyTestId="quiz-attempts-empty"
          empty={empty}
          columns={5}
          table={(rows) => (
            <Table caption={t("quizAttempts")} stack testId="quiz-attempts-table">
              <thead>
                <tr>
                  <th scope="col">{t("buyer")}</th>
                  <SortHeader sortKey="lesson_id" state={state} go={go}>
                    {t("lesson")}
                  </SortHeader>
                  <SortHeader sortKey="score_percent" state={state} go={go} numeric>
                    {t("score")}
                  </SortHeader>
                  <th scope="col">{t("result")}</th>
                  <SortHeader sortKey="created_at" state={state} go={go}>
                    {t("createdAt")}
                  </SortHeader>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr
                    key={r.id}
                    data-testid="quiz-attempt-row"
                    data-id={r.id}
                    data-product-id={r.productId}
                    data-passed={r.passed}
                    data-score={r.scorePercent}
                    data-email={r.payerEmail}
                  >
                    <td data-label={t("buyer")}>{r.payerEmail}</td>
                    <td data-label={t("lesson")}>
                      <LessonName title={r.lessonTitle ?? null} course={r.productName} />
                    </td>
                    <td data-label={t("score")} className="num">
                      {r.scorePercent} %
                    </td>
                    <td data-label={t("result")}>
                      <StatusBadge state={r.passed ? "successful" : "failed"} words={resultTexts} testId="quiz-attempt-result" />
                    </td>
                    <td data-label={t("createdAt")} className="nowrap">
                      <Instant value={r.createdAt} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        />
      </div>
    </CoursesFrame>
  );
}
