import { LanguageSelect } from "../app/LanguageSelect";
import "./CataloguePage.css";
import { sections } from "./catalogue";

// /dev/catalogue (development builds only): every shared widget in every
// state, for looking at them and for the browser tests
// (tests/ui-catalogue-browser.test.ts). Not translated: a developer tool,
// but the widgets follow the language switch.
export function CataloguePage() {
  return (
    <div className="catalogue" data-testid="catalogue">
      <header className="catalogue__header">
        <div className="content cluster cluster-between">
          <p className="catalogue__brand">Sellwerk · Component catalogue</p>
          <LanguageSelect />
        </div>
      </header>
      <div className="content catalogue__layout">
        <nav className="catalogue__nav" aria-label="Sections">
          <ul>
            {sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ul>
        </nav>
        <main className="catalogue__main stack stack-6">
          <h1>Component catalogue</h1>
          {sections.map(({ id, title, Component }) => (
            <section key={id} id={id} className="surface stack" aria-labelledby={`${id}-title`} data-testid={`catalogue-${id}`}>
              <h2 id={`${id}-title`}>{title}</h2>
              <Component />
            </section>
          ))}
        </main>
      </div>
    </div>
  );
}
