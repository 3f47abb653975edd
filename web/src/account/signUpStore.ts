import { create } from "zustand";
import type { FieldProblem } from "../api/errors";
import type { ProfileType } from "../api/account";
import { session } from "../api/storage";

// The sign-up wizard's answers across its two pages (/users/sign_up and
// /users/sign_up/about_you). Decision: everything but the password is kept
// in the tab's sessionStorage, so a reload of either page keeps what was
// typed; the password stays in memory only (no script-readable storage
// holds it), so a reload of the second page goes back to the first with
// the rest kept and asks for the password again (`passwordLost`).
export interface SignUpAnswers {
  email: string;
  password: string;
  termsAccepted: boolean;
  firstName: string;
  lastName: string;
  username: string;
  profileType: ProfileType;
}

interface SignUpState extends SignUpAnswers {
  /** The page was reloaded after the first step: the password must be typed again. */
  passwordLost: boolean;
  /** Problems the edge found on sign-up, by field (snake_case), until the field changes. */
  edgeProblems: Record<string, string>;
  /** The address the confirmation mail went to, once signed up. */
  signedUpEmail: string | null;
  set: (change: Partial<SignUpAnswers>) => void;
  setEdgeProblems: (problems: FieldProblem[]) => void;
  done: (email: string) => void;
}

const empty: SignUpAnswers = {
  email: "",
  password: "",
  termsAccepted: false,
  firstName: "",
  lastName: "",
  username: "",
  profileType: "seller",
};

const fieldOf: Record<keyof SignUpAnswers, string> = {
  email: "email",
  password: "password",
  termsAccepted: "terms_accepted",
  firstName: "first_name",
  lastName: "last_name",
  username: "username",
  profileType: "profile_type",
};

const storeKey = "sign_up";
const profileTypes: readonly ProfileType[] = ["seller", "publisher", "payer"];

/** The answers kept in the tab (all but the password), or none. */
function kept(): Partial<SignUpAnswers> {
  try {
    const raw: unknown = JSON.parse(session.getItem(storeKey) ?? "null");
    if (typeof raw !== "object" || raw === null) return {};
    const r = raw as Record<string, unknown>;
    const text = (v: unknown) => (typeof v === "string" ? v : "");
    return {
      email: text(r.email),
      termsAccepted: r.termsAccepted === true,
      firstName: text(r.firstName),
      lastName: text(r.lastName),
      username: text(r.username),
      profileType: profileTypes.find((p) => p === r.profileType) ?? "seller",
    };
  } catch {
    return {};
  }
}

function keep(a: SignUpAnswers) {
  const { password: _never, ...rest } = a;
  session.setItem(storeKey, JSON.stringify(rest));
}

const restored = kept();

export const useSignUp = create<SignUpState>((set, get) => ({
  ...empty,
  ...restored,
  passwordLost: Boolean(restored.email),
  edgeProblems: {},
  signedUpEmail: null,
  set: (change) => {
    const edgeProblems = { ...get().edgeProblems };
    for (const key of Object.keys(change) as (keyof SignUpAnswers)[]) delete edgeProblems[fieldOf[key]];
    const passwordLost = get().passwordLost && change.password === undefined;
    set({ ...change, edgeProblems, signedUpEmail: null, passwordLost });
    keep(get());
  },
  setEdgeProblems: (problems) => set({ edgeProblems: Object.fromEntries(problems.map((p) => [p.field, p.code])) }),
  done: (email) => {
    session.removeItem(storeKey);
    set({ ...empty, edgeProblems: {}, signedUpEmail: email, passwordLost: false });
  },
}));

/** Fields of the first page: a problem on one of them sends the visitor back there. */
export const firstPageFields = ["email", "password", "terms_accepted"];
/** Fields of the second page. */
export const secondPageFields = ["first_name", "last_name", "username", "profile_type"];

/** The form as core's `sign_up` rule and POST /v1/app/user take it. */
export function signUpForm(a: SignUpAnswers, locale: string, username: string) {
  return {
    email: a.email.trim(),
    password: a.password,
    username,
    first_name: a.firstName.trim(),
    last_name: a.lastName.trim(),
    locale,
    profile_type: a.profileType,
    terms_accepted: a.termsAccepted,
  };
}
