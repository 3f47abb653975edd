// A buyer's mails, public by the tokens in them: a logged mail viewed in
// the browser, and which optional mails an address gets from a shop.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

export type EmailLog = Schema<"EmailLog">;
export type EmailSubscription = Schema<"EmailSubscription">;

const log = (token: string) => `/v1/email_logs/${encodeURIComponent(token)}`;
const subscription = (token: string) => `/v1/emails/unsubscribe/${encodeURIComponent(token)}`;

// The pages show these errors themselves, so they are not toasted.
export const mailsApi = {
  log: (token: string, signal?: AbortSignal) =>
    api.get<Answer<"/v1/email_logs/{token}", "get">>(log(token), { signal, toast: false }).then((r) => present(r).emailLog),
  subscription: (token: string, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/emails/unsubscribe/{token}", "get">>(subscription(token), { signal, toast: false })
      .then((r) => present(r).subscription),
  /** Turns the optional category on or off. */
  choose: (token: string, paymentReminders: boolean) =>
    api
      .put<Answer<"/v1/emails/unsubscribe/{token}", "put">>(subscription(token), { payment_reminders: paymentReminders }, { toast: false })
      .then((r) => present(r).subscription),
  /** One click: every optional category off. */
  unsubscribeAll: (token: string) =>
    api
      .post<Answer<"/v1/emails/unsubscribe/{token}", "post">>(subscription(token), {}, { toast: false })
      .then((r) => present(r).subscription),
};
