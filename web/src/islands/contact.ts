// The contact form's island: `<form data-island="contact" method="post"
// action="/v1/shop/{u}/contact">` works without script (the edge answers
// 303 back with `?contact=sent`). With script it sends JSON, shows each
// problem at its field (`aria-describedby`) and says "Sent" in place.
import { language, ready, roots } from "./shared";

const WORDS = {
  en: {
    sent: "Sent. Thank you, the seller will answer by e-mail.",
    sending: "Sending…",
    limited: "Too many messages from here. Please try again later.",
    failed: "The message could not be sent. Please try again.",
    required: "Please fill in this field.",
    invalid_email: "Please enter a valid e-mail address.",
    invalid_phone: "Please enter a valid phone number.",
    too_long: "This text is too long.",
  },
  de: {
    sent: "Gesendet. Danke, der Verkäufer antwortet dir per E-Mail.",
    sending: "Wird gesendet…",
    limited: "Zu viele Nachrichten von hier. Bitte später erneut versuchen.",
    failed: "Die Nachricht konnte nicht gesendet werden. Bitte erneut versuchen.",
    required: "Bitte fülle dieses Feld aus.",
    invalid_email: "Bitte gib eine gültige E-Mail-Adresse ein.",
    invalid_phone: "Bitte gib eine gültige Telefonnummer ein.",
    too_long: "Dieser Text ist zu lang.",
  },
};
type Words = (typeof WORDS)["en"];

interface Problem {
  code: string;
  detail?: string;
  source?: { pointer?: string };
}

/** The problems of a 422 answer by field name (`/email` -> `email`), each field's first. */
export function problemsByField(body: unknown): Map<string, Problem> {
  const found = new Map<string, Problem>();
  const errors = (body as { errors?: Problem[] } | null)?.errors;
  for (const p of Array.isArray(errors) ? errors : []) {
    const field = p.source?.pointer?.replace(/^\//, "").split("/")[0] ?? "";
    if (field && !found.has(field)) found.set(field, p);
  }
  return found;
}

/** A problem's words in the page's language; the edge's English text for a code the island does not know. */
export function problemText(p: Problem, words: Words): string {
  return (words as Record<string, string>)[p.code] ?? p.detail ?? words.failed;
}

function start(form: HTMLFormElement): void {
  const words = WORDS[language()];
  // the edge checks the message and the island shows its problems at the
  // fields (the browser's own bubbles would speak another language)
  form.noValidate = true;
  const status = document.createElement("p");
  status.setAttribute("role", "status");
  status.className = "sw-contact__status";
  form.append(status);
  const fieldError = (input: HTMLInputElement | HTMLTextAreaElement, text: string) => {
    const id = `${form.id || "sw-contact"}-${input.name}-error`;
    let note = document.getElementById(id);
    if (!note && !text) return;
    if (!note) {
      note = document.createElement("p");
      note.id = id;
      note.className = "sw-contact__error";
      input.after(note);
    }
    note.textContent = text;
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").filter((d) => d && d !== id);
    if (text) {
      input.setAttribute("aria-invalid", "true");
      input.setAttribute("aria-describedby", [...described, id].join(" "));
    } else {
      input.removeAttribute("aria-invalid");
      if (described.length) input.setAttribute("aria-describedby", described.join(" "));
      else input.removeAttribute("aria-describedby");
    }
  };
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const inputs = Array.from(form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[name], textarea[name]"));
    const body: Record<string, string> = {};
    for (const input of inputs) body[input.name] = input.value;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"], button:not([type])');
    if (button) button.disabled = true;
    status.textContent = words.sending;
    fetch(form.action, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) })
      .then(async (answer) => {
        const problems = answer.status === 422 ? problemsByField(await answer.json()) : new Map<string, Problem>();
        let first: HTMLElement | null = null;
        // the edge joins the form's own text fields (custom_1, …) into the message
        const message = inputs.find((i) => i.name === "message") ?? inputs.find((i) => i.name.startsWith("custom_"));
        for (const input of inputs) {
          if (input.type === "hidden") continue;
          const p = problems.get(input.name) ?? (input === message ? problems.get("message") : undefined);
          fieldError(input, p ? problemText(p, words) : "");
          if (p && !first) first = input;
        }
        if (answer.status === 201) {
          form.reset();
          status.textContent = words.sent;
          form.dataset.state = "sent";
        } else if (answer.status === 429) {
          status.textContent = words.limited;
        } else {
          status.textContent = problems.size ? "" : words.failed;
          first?.focus();
        }
      })
      .catch(() => {
        status.textContent = words.failed;
      })
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}

ready(() => roots<HTMLFormElement>("contact").forEach((f) => f instanceof HTMLFormElement && start(f)));
