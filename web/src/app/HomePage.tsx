import { useTexts, type Texts } from "./i18n";
import { LanguageSelect } from "./LanguageSelect";
import { Link } from "./Link";
import { paths } from "./routes";
import "./HomePage.css";
import { textTable } from "../i18n/catalogue";

const texts = textTable("app/HomePage", "texts") satisfies Texts<string>;

/** The public start page at `/`: what Sellwerk is, sign in or up, and the demo shop. */
export function HomePage() {
  const t = useTexts(texts);
  return (
    <div className="landing">
      <header className="landing-header">
        <span className="landing-brand" aria-hidden="true">
          Sellwerk
        </span>
        <nav className="landing-nav" aria-label="Sellwerk">
          <Link href={paths.signIn} testId="home-sign-in" className="landing-link">
            {t("signIn")}
          </Link>
        </nav>
      </header>
      <main className="landing-main" data-testid="home-page">
        <p className="landing-eyebrow">Sellwerk</p>
        <h1>{t("headline")}</h1>
        <p className="landing-lead">{t("tagline")}</p>
        <div className="landing-actions">
          <Link href={paths.signUp} testId="home-sign-up" className="landing-button landing-primary">
            {t("signUp")}
          </Link>
          <Link href={paths.shop("demo")} testId="home-demo" className="landing-button landing-secondary">
            {t("demo")}
          </Link>
        </div>
        <p className="landing-note">{t("demoNote")}</p>
        <ul className="landing-points">
          <li>{t("point1")}</li>
          <li>{t("point2")}</li>
          <li>{t("point3")}</li>
        </ul>
      </main>
      <footer className="landing-footer">
        <LanguageSelect />
      </footer>
    </div>
  );
}
