// Local development only: the mails the edge would have sent.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

export type DevMail = Schema<"StoredMail">;

export const devApi = {
  mails: (signal?: AbortSignal) => api.get<Answer<"/v1/dev/mails", "get">>("/dev/mails", { signal }).then((r) => present(r).list),
};
