// The buyer's purchases by seller (issue 17): the sellers a signed-in buyer
// bought from, one seller's orders, courses and memberships, the course
// player's outline and lessons (finishing, quizzes, the certificate) and
// the membership area. Access is decided by the edge (core's
// `course::access`); these calls only read what it answers. Errors are
// shown by the screens themselves, so nothing here is toasted.
import { api, present } from "./client";
import type { PayerOrder } from "./orders";
import { apiUrl } from "./url";

// PROVISIONAL: the shapes of the shared contract's section 4, until the
// generated schema (schema.d.ts) names them.
export interface CourseAccess {
  state: string;
  reason?: string | null;
  until?: string | null;
  orderToken?: string | null;
  payUrl?: string | null;
}
export interface CourseProgress {
  finished: number;
  total: number;
  percent: number;
}
export interface PayerSellerCard {
  username: string;
  displayName: string;
  ordersCount: number;
  lastOrderAt: string;
}
export interface PayerCourseCard {
  productId: number;
  name: string;
  access: CourseAccess;
  progress: CourseProgress;
  resumeLessonId?: number | null;
}
export interface PayerMembershipCard {
  productId: number;
  name: string;
  access: CourseAccess;
}
export interface PayerSellerPage {
  seller: { username: string; displayName: string };
  orders: PayerOrder[];
  courses: PayerCourseCard[];
  memberships: PayerMembershipCard[];
}
export interface OutlineLesson {
  id: number;
  title: string;
  kind: string;
  status: string;
  opensOn?: string | null;
  locked: boolean;
  hasQuiz: boolean;
  quizPassed?: boolean | null;
}
export interface CourseOutline {
  productId: number;
  name: string;
  seller: { username: string; displayName: string };
  playerColour?: string | null;
  access: CourseAccess;
  chapters: { title: string; lessons: OutlineLesson[] }[];
  progress: CourseProgress;
  resumeLessonId?: number | null;
  certificate: { offered: boolean; earned: boolean; url?: string | null };
}
export interface LessonQuiz {
  questions: { text: string; options: string[]; multiple: boolean }[];
  passPercent: number;
  attemptsMax: number;
  attemptsUsed: number;
  passed: boolean;
  lastScore?: number | null;
}
export interface LessonContent {
  id: number;
  title: string;
  kind: string;
  body: string;
  video?: { url: string; embed: string } | null;
  file?: { name: string; url: string } | null;
  quiz?: LessonQuiz | null;
  status: string;
  prevId?: number | null;
  nextId?: number | null;
}
export interface LessonFinished {
  status: string;
  progress: CourseProgress;
}
export interface QuizGraded {
  scorePercent: number;
  passed: boolean;
  attemptsUsed: number;
  attemptsLeft?: number | null;
}
export interface MembershipDownload {
  fileId: number;
  name: string;
  size: number;
  url: string;
}
export interface MembershipArea {
  productId: number;
  name: string;
  description: string;
  access: CourseAccess;
  items: { productId: number; name: string; form: string; downloads?: MembershipDownload[] | null }[];
}

const seller = (username: string) => `/v1/payer/s/${encodeURIComponent(username)}`;
const course = (username: string, productId: number) => `${seller(username)}/courses/${productId}`;
const lesson = (username: string, productId: number, lessonId: number) => `${course(username, productId)}/lessons/${lessonId}`;

export const coursesApi = {
  /** GET /v1/payer/sellers: the shops the buyer bought from. */
  sellers: (signal?: AbortSignal) =>
    api.get<{ sellers: PayerSellerCard[] }>("/v1/payer/sellers", { signal, toast: false }).then((r) => present(r).sellers),
  /** GET /v1/payer/s/{username}: one shop's orders, courses and memberships. */
  seller: (username: string, signal?: AbortSignal) => api.get<PayerSellerPage>(seller(username), { signal, toast: false }).then(present),
  /** The course's outline, progress, access and certificate (no lesson content). */
  course: (username: string, productId: number, signal?: AbortSignal) =>
    api.get<CourseOutline>(course(username, productId), { signal, toast: false }).then(present),
  /** One lesson's content; opening it records a view. 403 `course_access_blocked`, `lesson_not_open`. */
  lesson: (username: string, productId: number, lessonId: number, signal?: AbortSignal) =>
    api.get<LessonContent>(lesson(username, productId, lessonId), { signal, toast: false }).then(present),
  finish: (username: string, productId: number, lessonId: number) =>
    api.post<LessonFinished>(`${lesson(username, productId, lessonId)}/finish`, {}, { toast: false }).then(present),
  /** One attempt at a lesson's quiz: per question the indexes chosen. 409 `quiz_attempts_exhausted`. */
  quiz: (username: string, productId: number, lessonId: number, answers: number[][]) =>
    api.post<QuizGraded>(`${lesson(username, productId, lessonId)}/quiz`, { answers }, { toast: false }).then(present),
  /** The completion certificate's address (an SVG the browser downloads with the session's cookies). */
  certificateUrl: (username: string, productId: number) => apiUrl(`${course(username, productId)}/certificate`),
  /** GET /v1/payer/s/{username}/memberships/{product_id}: the membership area. */
  membership: (username: string, productId: number, signal?: AbortSignal) =>
    api.get<MembershipArea>(`${seller(username)}/memberships/${productId}`, { signal, toast: false }).then(present),
};
