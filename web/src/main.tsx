// The stylesheets first, in this order: the tokens, the element defaults,
// the shared screen classes. The App's modules import their own CSS
// (components, features), which must come after these to win at equal
// specificity; an import's CSS is placed in the order modules are evaluated.
import "./ui/tokens.css";
import "./ui/base.css";
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
// the form guard listens for Back/Forward before the app does (ui/useFormGuard.ts)
import "./ui/useFormGuard";
import { App } from "./app/App";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
