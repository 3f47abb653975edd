// A lesson's quiz: each question with its options (radio buttons for one
// answer, checkboxes for "choose all that apply"), sent as one attempt; the
// edge grades it with core's rule and answers the score, pass or fail and
// the attempts left. A failed attempt may be tried again while attempts
// are left; the pass mark and the attempts are shown before the first.
import { useId, useState, type FormEvent } from "react";
import { ApiError } from "../api/client";
import type { LessonQuiz, QuizResult } from "../api/courses";
import { useTexts } from "../app/i18n";
import { useLocale } from "../app/locale";
import { buyerText } from "../storefront/Problem";
import { fill } from "./parts";
import { courseTexts } from "./texts";

export function QuizForm({
  quiz,
  submit,
  onGraded,
}: {
  quiz: LessonQuiz;
  submit: (answers: number[][]) => Promise<QuizResult>;
  onGraded: (result: QuizResult) => void;
}) {
  const t = useTexts(courseTexts);
  const locale = useLocale();
  const id = useId();
  const [answers, setAnswers] = useState<number[][]>(() => quiz.questions.map(() => []));
  const [result, setResult] = useState<QuizResult | null>(null);
  const [missing, setMissing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const passed = result?.passed ?? quiz.passed;
  const used = result?.attemptsUsed ?? quiz.attemptsUsed;
  const left = quiz.attemptsMax === 0 ? null : (result?.attemptsLeft ?? Math.max(0, quiz.attemptsMax - used));
  const exhausted = !passed && left === 0;
  // the form is shown while there is an attempt to make and no answer on screen
  const answering = !passed && !exhausted && result === null;

  const choose = (q: number, option: number, multiple: boolean, on: boolean) => {
    setMissing(false);
    setAnswers((all) =>
      all.map((chosen, i) => {
        if (i !== q) return chosen;
        if (!multiple) return [option];
        return on ? [...chosen.filter((o) => o !== option), option].sort((a, b) => a - b) : chosen.filter((o) => o !== option);
      }),
    );
  };

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (answers.some((a) => a.length === 0)) {
      setMissing(true);
      return;
    }
    setBusy(true);
    setError(null);
    submit(answers)
      .then((graded) => {
        setResult(graded);
        onGraded(graded);
      })
      .catch((err: unknown) => setError(err instanceof ApiError ? err.code : "internal"))
      .finally(() => setBusy(false));
  };

  const again = () => {
    setResult(null);
    setAnswers(quiz.questions.map(() => []));
  };

  const score = result?.scorePercent ?? quiz.lastScore ?? null;
  return (
    <section
      className="cp-quiz"
      data-testid="quiz"
      data-passed={passed}
      data-attempts-used={used}
      data-attempts-left={left ?? ""}
      aria-labelledby={`${id}-title`}
    >
      <h4 id={`${id}-title`} className="cp-quiz-title">
        {t("quizTitle")}
      </h4>
      <p className="cp-muted">
        {fill(t("quizIntro"), { percent: quiz.passPercent })}{" "}
        {passed ? null : left === null ? t("attemptsUnlimited") : fill(t("attemptsLeft"), { n: left })}
      </p>
      {result !== null || (score !== null && !answering) ? (
        <div
          className={`cp-quiz-result ${passed ? "cp-quiz-passed" : "cp-quiz-failed"}`}
          role="status"
          data-testid="quiz-result"
          data-passed={passed}
          data-score={score ?? ""}
        >
          {score !== null ? <strong>{fill(t("score"), { percent: score })}</strong> : null} {passed ? t("passed") : t("failed")}
        </div>
      ) : null}
      {passed && result === null && score === null ? <p data-testid="quiz-already-passed">{t("alreadyPassed")}</p> : null}
      {exhausted ? <p data-testid="quiz-exhausted">{t("attemptsOver")}</p> : null}
      {!passed && !exhausted && result !== null ? (
        <button type="button" className="sf-button" data-testid="quiz-again" onClick={again}>
          {t("tryAgain")}
        </button>
      ) : null}
      {answering ? (
        <form className="cp-quiz-form" onSubmit={send} noValidate aria-describedby={missing ? `${id}-missing` : undefined}>
          {quiz.questions.map((q, qi) => (
            <fieldset key={qi} className="cp-question" data-testid="quiz-question" data-multiple={q.multiple}>
              <legend className="cp-question-text">
                <span className="cp-question-number">{fill(t("question"), { n: qi + 1 })}</span> {q.text}
                <span className="cp-question-hint">{q.multiple ? t("chooseAll") : t("chooseOne")}</span>
              </legend>
              {q.options.map((option, oi) => (
                <label key={oi} className="cp-option">
                  <input
                    type={q.multiple ? "checkbox" : "radio"}
                    name={`${id}-q${qi}`}
                    value={oi}
                    checked={answers[qi]?.includes(oi) ?? false}
                    onChange={(e) => choose(qi, oi, q.multiple, e.currentTarget.checked)}
                    data-testid="quiz-option"
                    data-question={qi}
                    data-option={oi}
                  />
                  <span>{option}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {missing ? (
            <p id={`${id}-missing`} className="error" role="alert" data-testid="quiz-missing">
              {t("answerEvery")}
            </p>
          ) : null}
          {error ? (
            <p className="error" role="alert" data-testid="quiz-error" data-code={error}>
              {buyerText(error, locale)}
            </p>
          ) : null}
          <button type="submit" className="sf-button sf-button-primary" data-testid="quiz-submit" disabled={busy} aria-busy={busy}>
            {t("submit")}
          </button>
        </form>
      ) : null}
    </section>
  );
}
