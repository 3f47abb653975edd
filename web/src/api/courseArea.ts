// The seller's course area in the cabinet (issue 17): the overview of their
// courses, the lists of course sessions, lesson statuses and quiz attempts
// (core's canonical list query string in, a page out, as the sales lists),
// and a course's publish move. Every answer's type is generated from the
// API document (types.ts); shapes are after the client's snake_case ->
// camelCase conversion.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

/** One course of GET /v1/cabinet/courses/overview, with the publish moves it allows. */
export type CourseOverviewRow = Schema<"CourseOverview">;
/** One enrolment of GET /v1/cabinet/courses/sessions. */
export type CourseSessionRow = Schema<"SessionListRow">;
export type CourseSessionPage = Schema<"SessionListRowPage">;
/** One buyer's state of one lesson (GET /v1/cabinet/courses/lesson_statuses). */
export type LessonStatusRow = Schema<"LessonStatusListRow">;
export type LessonStatusPage = Schema<"LessonStatusListRowPage">;
/** One answer sheet (GET /v1/cabinet/courses/quiz_attempts). */
export type QuizAttemptRow = Schema<"QuizAttemptListRow">;
export type QuizAttemptPage = Schema<"QuizAttemptListRowPage">;
/** A course's publish state after a move. */
export type CoursePublished = Schema<"CoursePublishAnswer">;
export type CoursePublishEvent = CoursePublished["actions"][number];

const withQuery = (path: string, queryString: string) => {
  const q = queryString.replace(/^\?/, "");
  return q ? `${path}?${q}` : path;
};
/** The overview shows a refused move itself: no toast. */
const quiet = { toast: false } as const;

export const coursesApi = {
  overview: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/cabinet/courses/overview", "get">>("/cabinet/courses/overview", { signal }).then((r) => present(r).list),
  sessions: (queryString: string, signal?: AbortSignal) =>
    api.get<CourseSessionPage>(withQuery("/cabinet/courses/sessions", queryString), { signal }).then(present),
  lessonStatuses: (queryString: string, signal?: AbortSignal) =>
    api.get<LessonStatusPage>(withQuery("/cabinet/courses/lesson_statuses", queryString), { signal }).then(present),
  quizAttempts: (queryString: string, signal?: AbortSignal) =>
    api.get<QuizAttemptPage>(withQuery("/cabinet/courses/quiz_attempts", queryString), { signal }).then(present),
  /** 409 `transition_not_allowed` when the state no longer offers the move (the caller shows it and reloads). */
  publish: (productId: number, event: CoursePublishEvent) =>
    api.post<CoursePublished>(`/cabinet/products/${productId}/course_publish/${event}`, {}, quiet).then(present),
};
