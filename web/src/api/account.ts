// The account calls (issue 5): sign-up, confirmation, sign-in, sessions,
// passwords, magic links, e-mail change. Shapes after camelCase conversion.
import type { Area, ProfileKind, SignUp } from "../core";
import { api, present, type RequestOptions } from "./client";

export type { Area, ProfileKind } from "../core";
/** The profiles one may take oneself at sign-up (core's `sign_up` rule). */
export type ProfileType = Extract<ProfileKind, "seller" | "publisher" | "payer">;

export interface User {
  id: number;
  email: string;
  /** None for a payer who never chose one. */
  username: string | null;
  firstName: string;
  lastName: string;
  locale: string;
}

export interface Profile {
  id: number;
  type: ProfileKind;
  sellerId: number | null;
  sellerUsername: string | null;
}

/** What GET /v1/app/user/me answers, and the part of a session the app keeps. */
export interface Me {
  user: User;
  profile: Profile;
  profiles: Profile[];
  area: Area;
}

/** A session as the edge hands it out; the tokens themselves stay in cookies. */
export interface Session extends Me {
  accessToken?: string;
  refreshToken?: string;
  expiresAt: string;
  refreshExpiresAt: string;
}


export type SignUpForm = { [K in keyof SignUp]: NonNullable<SignUp[K]> };

export interface SignIn {
  email: string;
  password: string;
  /** The shop's username for a course (payer) sign-in. */
  seller?: string;
  profileType?: ProfileType;
}

/** Form pages show their errors beside their fields: no toasts. */
const quiet: RequestOptions = { toast: false };

export const accountApi = {
  checkEmail: (email: string, signal?: AbortSignal) =>
    api.post<{ value: string; available: boolean }>("/app/user/check_email", { email }, { ...quiet, signal }),
  checkUsername: (username: string, signal?: AbortSignal) =>
    api.post<{ value: string; available: boolean }>("/app/user/check_username", { username }, { ...quiet, signal }),
  /** The form in core's `sign_up` shape (snake_case, as core checks it). */
  signUp: (form: SignUpForm) => api.post<{ user: User }>("/app/user", { ...form }, quiet),
  confirm: (confirmationToken: string) =>
    api
      .post<{ email: string; confirmed: boolean; passwordSet: boolean; resetPasswordToken?: string }>("/app/user/confirmation", { confirmationToken }, quiet)
      .then(present),
  resendConfirmation: (email: string) => api.post<{ sent: boolean }>("/app/user/confirmation/new", { email }, quiet),
  signIn: (body: SignIn) => api.post<Session>("/app/session", { ...body }, { ...quiet, auth: false }),
  signOut: () => api.delete<null>("/app/session", { auth: false }),
  me: (signal?: AbortSignal) => api.get<Me>("/app/user/me", { signal }).then(present),
  switchProfile: (profileId: number) => api.post<Session>("/app/session/profile", { profileId }).then(present),
  requestPasswordReset: (email: string) => api.post<null>("/app/user/password", { email }, quiet),
  resetPassword: (resetPasswordToken: string, password: string) =>
    api.put<{ email: string }>("/app/user/password", { resetPasswordToken, password }, quiet),
  sendMagicLink: (body: { email: string; profileType?: ProfileType; seller?: string }) =>
    api.post<null>("/app/user/send_magic_link", { ...body }, quiet),
  signInWithMagicLink: (token: string) => api.post<Session>("/app/session/magic_link", { token }, { ...quiet, auth: false }),
  changeEmail: (email: string) => api.post<null>("/app/user/change_email", { email }, quiet),
  acceptChangeEmail: (token: string) => api.post<{ email: string }>("/app/user/accept_change_email", { token }, quiet),
};
