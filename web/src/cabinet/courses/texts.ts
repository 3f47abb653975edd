// The course area's own words (overview, sessions, lesson statuses, quiz
// attempts) in English and German. Rule texts and the texts of the edge's
// codes come from core (`messageFor`).
import type { Texts } from "../../app/i18n";
import type { Locale } from "../../app/locale";
import type { CoursePublishEvent, CoursePublishState, LessonState } from "../../core";
import { textTable } from "../../i18n/catalogue";

type Words = Record<Locale, string>;

export const courseTexts = textTable("cabinet/courses/texts", "courseTexts") satisfies Texts<string>;

export const publishStateTexts: Record<CoursePublishState, Words> = textTable("cabinet/courses/texts", "publishStateTexts");

export const publishEventTexts: Record<CoursePublishEvent, Words> = textTable("cabinet/courses/texts", "publishEventTexts");

export const sessionStateTexts: Record<"in_progress" | "completed", Words> = textTable("cabinet/courses/texts", "sessionStateTexts");

export const lessonStateTexts: Record<LessonState, Words> = textTable("cabinet/courses/texts", "lessonStateTexts");

/** A quiz attempt's result, by the status colour it is shown in. */
export const resultTexts: Record<"successful" | "failed", Words> = textTable("cabinet/courses/texts", "resultTexts");
