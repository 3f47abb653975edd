// The buyer's purchases by seller (issue 17): the sellers a signed-in buyer
// bought from, one seller's orders, courses and memberships, the course
// player's outline and lessons (finishing, quizzes, the certificate) and
// the membership area. Access, drip and progress are decided by the edge
// (core's `course` rules); these calls only read what it answers. Errors
// are shown by the screens themselves, so nothing here is toasted.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";
import { apiUrl } from "./url";

// Answers generated from the API document (types.ts).
export type CourseAccess = Schema<"CourseAccess">;
export type CourseProgress = Schema<"Progress">;
export type PayerSellerCard = Schema<"PayerSeller">;
export type PayerCourseCard = Schema<"CourseRow">;
export type PayerMembershipCard = Schema<"MembershipRow">;
export type PayerSellerPage = Schema<"ShopAnswer">;
export type OutlineLesson = Schema<"OutlineLesson">;
/** The course's outline, progress, access and certificate; no lesson content. */
export type CourseOutline = Schema<"CourseAnswer">;
export type LessonContent = Schema<"LessonAnswer">;
export type LessonQuiz = Schema<"QuizOut">;
export type LessonFinished = Schema<"FinishAnswer">;
export type QuizGraded = Schema<"QuizAnswer">;
export type MembershipArea = Schema<"MembershipAnswer">;

const seller = (username: string) => `/v1/payer/s/${encodeURIComponent(username)}`;
const course = (username: string, productId: number) => `${seller(username)}/courses/${productId}`;
const lesson = (username: string, productId: number, lessonId: number) => `${course(username, productId)}/lessons/${lessonId}`;

type LessonPath = "/v1/payer/s/{username}/courses/{product_id}/lessons/{lesson_id}";

export const coursesApi = {
  /** GET /v1/payer/sellers: the shops the buyer bought from. */
  sellers: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/payer/sellers", "get">>("/v1/payer/sellers", { signal, toast: false }).then((r) => present(r).sellers),
  /** GET /v1/payer/s/{username}: one shop's orders, courses and memberships. */
  seller: (username: string, signal?: AbortSignal) =>
    api.get<Answer<"/v1/payer/s/{username}", "get">>(seller(username), { signal, toast: false }).then(present),
  /** The course's outline, progress, access and certificate (no lesson content). */
  course: (username: string, productId: number, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/payer/s/{username}/courses/{product_id}", "get">>(course(username, productId), { signal, toast: false })
      .then(present),
  /** One lesson's content; opening it records a view. 403 `course_access_blocked`, `lesson_not_open`. */
  lesson: (username: string, productId: number, lessonId: number, signal?: AbortSignal) =>
    api.get<Answer<LessonPath, "get">>(lesson(username, productId, lessonId), { signal, toast: false }).then(present),
  finish: (username: string, productId: number, lessonId: number) =>
    api.post<Answer<`${LessonPath}/finish`, "post">>(`${lesson(username, productId, lessonId)}/finish`, {}, { toast: false }).then(present),
  /** One attempt at a lesson's quiz: per question the indexes chosen. 409 `quiz_attempts_exhausted`. */
  quiz: (username: string, productId: number, lessonId: number, answers: number[][]) =>
    api
      .post<Answer<`${LessonPath}/quiz`, "post">>(`${lesson(username, productId, lessonId)}/quiz`, { answers }, { toast: false })
      .then(present),
  /** The completion certificate's address (an SVG the browser downloads with the session's cookies). */
  certificateUrl: (username: string, productId: number) => apiUrl(`${course(username, productId)}/certificate`),
  /** GET /v1/payer/s/{username}/memberships/{product_id}: the membership area. */
  membership: (username: string, productId: number, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/payer/s/{username}/memberships/{product_id}", "get">>(`${seller(username)}/memberships/${productId}`, {
        signal,
        toast: false,
      })
      .then(present),
};
