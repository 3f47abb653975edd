import { describe, expect, it } from "vitest";
import type { Chapter, Lesson } from "../../core";
import { moveLesson } from "./ContentStep";

const lesson = (id: number): Lesson => ({ id, title: `L${id}`, kind: "text", body: "x", drip_days: 0 });
const chapters = (): Chapter[] => [
  { title: "A", lessons: [lesson(1), lesson(2)] },
  { title: "B", lessons: [lesson(3)] },
];
const ids = (cs: Chapter[]) => cs.map((c) => c.lessons.map((l) => l.id));

describe("moving a lesson in the content editor", () => {
  it("swaps within a chapter, keeping each lesson whole (its id with it)", () => {
    const moved = moveLesson(chapters(), 0, 1, -1);
    expect(ids(moved)).toEqual([[2, 1], [3]]);
    expect(moved[0]?.lessons[0]).toEqual(lesson(2));
  });

  it("crosses into the neighbouring chapter at a chapter's edge", () => {
    expect(ids(moveLesson(chapters(), 0, 1, 1))).toEqual([[1], [2, 3]]);
    expect(ids(moveLesson(chapters(), 1, 0, -1))).toEqual([[1, 2, 3], []]);
  });

  it("stays put at the course's first and last place, and for a lesson that is not there", () => {
    expect(ids(moveLesson(chapters(), 0, 0, -1))).toEqual([[1, 2], [3]]);
    expect(ids(moveLesson(chapters(), 1, 0, 1))).toEqual([[1, 2], [3]]);
    expect(ids(moveLesson(chapters(), 5, 0, 1))).toEqual([[1, 2], [3]]);
  });
});
