// Local development only: the mails the edge would have sent.
import { api, present } from "./client";

export interface DevMail {
  id: number | string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  createdAt: string;
}

export const devApi = {
  mails: (signal?: AbortSignal) => api.get<{ list: DevMail[] }>("/dev/mails", { signal }).then((r) => present(r).list),
};
