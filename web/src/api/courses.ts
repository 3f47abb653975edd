// The buyer's courses and memberships (issue 17): the shops a buyer bought
// from, one shop's orders, courses and memberships, the course player's
// outline and lessons, finishing a lesson, quiz attempts, the completion
// certificate and the membership area. The edge decides access, drip,
// progress and grades (core's `course` rules); these calls only ask.
// Shapes after the client's snake_case -> camelCase conversion.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

export type PayerSeller = Schema<"PayerSeller">;
export type PayerShop = Schema<"ShopAnswer">;
export type CourseRow = Schema<"CourseRow">;
export type MembershipRow = Schema<"MembershipRow">;
/** Access as the player shows it: open, or blocked with its reason (and the order to pay while a plan is paused). */
export type CourseAccess = Schema<"CourseAccess">;
/** The course's outline: chapters and lessons without content, progress, where to resume, the certificate. */
export type CourseOutline = Schema<"CourseAnswer">;
export type OutlineLesson = Schema<"OutlineLesson">;
/** One open lesson's content: text, video (embed), file (signed link), quiz (without the right answers). */
export type CourseLesson = Schema<"LessonAnswer">;
export type FinishAnswer = Schema<"FinishAnswer">;
export type QuizResult = Schema<"QuizAnswer">;
export type Membership = Schema<"MembershipAnswer">;
export type CourseProgress = Schema<"Progress">;
/** A lesson's quiz as the buyer answers it: questions and options, the pass mark, the attempts used and allowed. */
export type LessonQuiz = Schema<"QuizOut">;

const shop = (username: string) => `/v1/payer/s/${encodeURIComponent(username)}`;
const courseOf = (username: string, productId: number) => `${shop(username)}/courses/${productId}`;
const lessonOf = (username: string, productId: number, lessonId: number) => `${courseOf(username, productId)}/lessons/${lessonId}`;

// The player shows its own errors (blocked access, a lesson not open yet,
// attempts used up), so they are not toasted.
export const coursesApi = {
  /** Every shop the signed-in buyer bought from, the latest first. */
  sellers: (signal?: AbortSignal) =>
    api.get<Answer<"/v1/payer/sellers", "get">>("/v1/payer/sellers", { signal, toast: false }).then((r) => present(r).sellers),
  /** One shop's orders, courses and memberships of the buyer. */
  shop: (username: string, signal?: AbortSignal) => api.get<PayerShop>(shop(username), { signal, toast: false }).then(present),
  course: (username: string, productId: number, signal?: AbortSignal) =>
    api.get<CourseOutline>(courseOf(username, productId), { signal, toast: false }).then(present),
  /** Opens a lesson (records a view); 403 `lesson_not_open` names the day it opens. */
  lesson: (username: string, productId: number, lessonId: number, signal?: AbortSignal) =>
    api.get<CourseLesson>(lessonOf(username, productId, lessonId), { signal, toast: false }).then(present),
  finish: (username: string, productId: number, lessonId: number) =>
    api.post<FinishAnswer>(`${lessonOf(username, productId, lessonId)}/finish`, {}, { toast: false }).then(present),
  /** One attempt: per question, the chosen option indexes. 409 `quiz_attempts_exhausted` once they are used. */
  quiz: (username: string, productId: number, lessonId: number, answers: number[][]) =>
    api.post<QuizResult>(`${lessonOf(username, productId, lessonId)}/quiz`, { answers }, { toast: false }).then(present),
  /** The certificate's address (a PDF the signed-in buyer downloads), once earned. */
  certificateUrl: (username: string, productId: number) => `${courseOf(username, productId)}/certificate`,
  membership: (username: string, productId: number, signal?: AbortSignal) =>
    api.get<Membership>(`${shop(username)}/memberships/${productId}`, { signal, toast: false }).then(present),
};
