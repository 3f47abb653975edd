// The public check of a course certificate by the code printed on it
// (issue 30): who earned which course from which seller on which day.
import { api, present } from "./client";
import type { Answer, Schema } from "./types";

export type CertificateCheck = Schema<"CertificateCheck">;

// The page shows its errors itself (a wrong code is an answer, not a fault), so they are not toasted.
export const certificatesApi = {
  check: (code: string, signal?: AbortSignal) =>
    api
      .get<Answer<"/v1/certificate_checks/{code}", "get">>(`/v1/certificate_checks/${encodeURIComponent(code)}`, { signal, toast: false })
      .then((r) => present(r)),
};
