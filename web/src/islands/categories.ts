// The categories island: tabs are plain links; the dropdown is a
// `<form method="get">` with `<select name="category">` and a `<noscript>`
// submit button. With script a change of the choice submits the form.
import { ready, roots } from "./shared";

ready(() => {
  for (const root of roots("categories")) {
    const form = root instanceof HTMLFormElement ? root : root.querySelector("form");
    const select = form?.querySelector<HTMLSelectElement>('select[name="category"]');
    if (!form || !select) continue;
    select.addEventListener("change", () => form.requestSubmit());
  }
});
