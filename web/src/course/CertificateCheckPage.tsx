// The public verification page of course certificates (issue 30):
// `/certificates` asks for the code printed on a certificate,
// `/certificates/{code}` (the address printed beside it) shows who earned
// which course from which seller on which day, and nothing else. A code
// nobody holds says so plainly, with the form to type it again; the edge
// limits lookups per address (429 reads as "try again later").
import { type FormEvent, useState } from "react";
import { ApiError } from "../api/client";
import { certificatesApi, type CertificateCheck } from "../api/certificates";
import { useTexts } from "../app/i18n";
import { formatLongDate } from "../app/format";
import { useLocale } from "../app/locale";
import { navigate } from "../app/navigate";
import { useTitle } from "../app/title";
import { useLoad } from "../app/useLoad";
import { textTable } from "../i18n/catalogue";
import { buyerText } from "../storefront/Problem";
import { Button } from "../ui/Button";
import { TextField } from "../ui/TextField";
import "../storefront/storefront.css";
import "./course.css";

const checkTexts = textTable("course/CertificateCheckPage", "certificateCheckTexts");

export function CertificateCheckPage({ code }: { code: string | null }) {
  const t = useTexts(checkTexts);
  useTitle(t("title"));
  return (
    <main className="sf-page cc-page" data-testid="certificate-check">
      <section className="sf-card cc-card" aria-labelledby="cc-title">
        <h1 id="cc-title" className="cc-title">
          {t("title")}
        </h1>
        {code ? <Result key={code} code={code} /> : <p className="cc-intro">{t("intro")}</p>}
        <CodeForm initial={code ?? ""} />
      </section>
    </main>
  );
}

function Result({ code }: { code: string }) {
  const t = useTexts(checkTexts);
  const locale = useLocale();
  const [loaded] = useLoad(`certificate-check:${code}`, (signal) => certificatesApi.check(code, signal));
  if (loaded.state === "loading") {
    return (
      <p className="cc-state" data-testid="certificate-check-state" data-state="loading">
        {t("checking")}
      </p>
    );
  }
  if (loaded.state === "error") {
    const err = loaded.error;
    const missing = err instanceof ApiError && err.code === "certificate_not_found";
    return (
      <div className="cc-result cc-missing" role="alert" data-testid="certificate-check-state" data-state={missing ? "not_found" : "error"}>
        <p className="cc-verdict">{missing ? t("notFound") : buyerText(err.code ?? "page_server_error", locale)}</p>
        {missing ? <p className="cc-hint">{t("notFoundHint")}</p> : null}
      </div>
    );
  }
  return <Facts check={loaded.value} />;
}

function Facts({ check }: { check: CertificateCheck }) {
  const t = useTexts(checkTexts);
  const locale = useLocale();
  // a certificate product's (issue 30): what it was awarded for, the day it was issued and how long it is valid
  const product = check.kind === "product";
  const validity = check.validFrom
    ? check.validUntil
      ? t("validBetween")
          .replace("{from}", formatLongDate(check.validFrom, locale))
          .replace("{until}", formatLongDate(check.validUntil, locale))
      : t("validFrom").replace("{from}", formatLongDate(check.validFrom, locale))
    : null;
  const rows: [string, string, string][] = [
    ["buyer", t("buyer"), check.buyerName],
    ["course", product ? t("product") : t("course"), check.courseName],
    ["seller", t("seller"), check.sellerName],
    ["completed", product ? t("issued") : t("completed"), formatLongDate(check.completedOn, locale)],
    ...(product && validity ? [["validity", t("validity"), validity] as [string, string, string]] : []),
    ["code", t("code"), check.code],
  ];
  return (
    <div className="cc-result cc-valid" data-testid="certificate-check-state" data-state="valid">
      <p className="cc-verdict">
        <span className="cc-mark" aria-hidden="true">
          ✓
        </span>{" "}
        {t("valid")}
      </p>
      <dl className="cc-facts">
        {rows.map(([key, label, value]) => (
          <div key={key} className="cc-fact">
            <dt>{label}</dt>
            <dd data-testid={`certificate-fact-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const t = useTexts(checkTexts);
  const [code, setCode] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem(t("codeRequired"));
      return;
    }
    setProblem(null);
    navigate(`/certificates/${encodeURIComponent(typed.toUpperCase())}`);
  };
  return (
    <form className="cc-form" onSubmit={submit} noValidate>
      <TextField
        testId="certificate-code"
        label={t("codeLabel")}
        hint={t("codeHint")}
        value={code}
        onChange={(v) => {
          setCode(v);
          setProblem(null);
        }}
        placeholder="XXXXX-XXXXX-XXXXX-XXXXX"
        autoComplete="off"
        maxLength={40}
        error={problem ?? undefined}
      />
      <Button type="submit" testId="certificate-check-submit">
        {t("check")}
      </Button>
    </form>
  );
}
