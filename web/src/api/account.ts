// The account calls (issue 5): sign-up, confirmation, sign-in, sessions,
// passwords, magic links, e-mail change. Shapes after camelCase conversion.
import type { ProfileKind, SignUp } from "../core";
import { api, present, type RequestOptions } from "./client";
import type { Answer, RequestBody, Schema, Sendable } from "./types";

export type { Area, ProfileKind } from "../core";
/** The profiles one may take oneself at sign-up (core's `sign_up` rule). */
export type ProfileType = Extract<ProfileKind, "seller" | "publisher" | "payer">;

// Answers generated from the API document (types.ts).
export type User = Schema<"User">;
export type Profile = Schema<"Profile">;
/** What GET /v1/app/user/me answers, and the part of a session the app keeps. */
export type Me = Schema<"MeBody">;
/** A session as the edge hands it out; the tokens themselves stay in cookies. */
export type Session = Schema<"SessionBody">;

export type SignUpForm = { [K in keyof SignUp]: NonNullable<SignUp[K]> };

/** E-mail and password; `seller` is the shop's username for a course (payer) sign-in. */
export type SignIn = Sendable<RequestBody<"SignInBody">>;

/** Form pages show their errors beside their fields: no toasts. */
const quiet: RequestOptions = { toast: false };

export const accountApi = {
  checkEmail: (email: string, signal?: AbortSignal) =>
    api.post<Answer<"/v1/app/user/check_email", "post">>("/app/user/check_email", { email }, { ...quiet, signal }),
  checkUsername: (username: string, signal?: AbortSignal) =>
    api.post<Answer<"/v1/app/user/check_username", "post">>("/app/user/check_username", { username }, { ...quiet, signal }),
  /** The form in core's `sign_up` shape (snake_case, as core checks it). */
  signUp: (form: SignUpForm) => api.post<Answer<"/v1/app/user", "post", 201>>("/app/user", { ...form }, quiet),
  confirm: (confirmationToken: string) =>
    api.post<Answer<"/v1/app/user/confirmation", "post">>("/app/user/confirmation", { confirmationToken }, quiet).then(present),
  resendConfirmation: (email: string) =>
    api.post<Answer<"/v1/app/user/confirmation/new", "post", 202>>("/app/user/confirmation/new", { email }, quiet),
  signIn: (body: SignIn) => api.post<Session>("/app/session", { ...body }, { ...quiet, auth: false }),
  signOut: () => api.delete<null>("/app/session", { auth: false }),
  me: (signal?: AbortSignal) => api.get<Me>("/app/user/me", { signal }).then(present),
  /**
   * Who is signed in, without renewing or ending anything: the payment page asks it to fill in a
   * signed-in buyer's address and never sends anyone to sign in (rejects without a current session).
   */
  meIfSignedIn: (signal?: AbortSignal) => api.get<Me>("/app/user/me", { signal, auth: false, toast: false }).then(present),
  switchProfile: (profileId: number) => api.post<Session>("/app/session/profile", { profileId }).then(present),
  requestPasswordReset: (email: string) => api.post<null>("/app/user/password", { email }, quiet),
  resetPassword: (resetPasswordToken: string, password: string) =>
    api.put<Answer<"/v1/app/user/password", "put">>("/app/user/password", { resetPasswordToken, password }, quiet),
  sendMagicLink: (body: Sendable<RequestBody<"MagicLinkBody">>) => api.post<null>("/app/user/send_magic_link", { ...body }, quiet),
  signInWithMagicLink: (token: string) => api.post<Session>("/app/session/magic_link", { token }, { ...quiet, auth: false }),
  /** Signs in with the sign-in link of an order's confirmation mail (issue 30). */
  signInWithOrderLink: (orderLink: string) => api.post<Session>("/app/session/order_link", { orderLink }, { ...quiet, auth: false }),
  changeEmail: (email: string) => api.post<null>("/app/user/change_email", { email }, quiet),
  acceptChangeEmail: (token: string) =>
    api.post<Answer<"/v1/app/user/accept_change_email", "post">>("/app/user/accept_change_email", { token }, quiet),
};
