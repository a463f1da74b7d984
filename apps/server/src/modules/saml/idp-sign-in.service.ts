import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppDb } from '../../db/database.js';
import type {
  TAuthenticated,
  verifyCredentials as verifyCredentialsFn,
} from '../identity/credentials.js';
import { totpEnabled } from '../onboarding/totp.service.js';
import { startSecondFactor } from './idp-second-factor.js';
import { consumePendingSignIn, findPendingSignIn, recordFailedAttempt } from './idp-pending.js';
import { buildSignedResponse } from './idp-response.js';
import {
  clearFailures,
  recordFailure,
  throttleKeys,
  throttleUser,
  throttledFor,
} from './idp-throttle.js';
import type { SamlSettings } from './saml-settings.js';

export interface IdpSignInDeps {
  db: AppDb;
  settings: SamlSettings;
  builtIn: NonNullable<SamlSettings['builtInIdp']>;
  verifyCredentials: typeof verifyCredentialsFn;
}

/** What the login form POST leads to: the form again, a dead end, or the SAML answer. */
export type TLoginOutcome =
  | {
      kind: 'form';
      status: number;
      error: string;
      pendingId: string;
      values: TFormValues;
      /** Set with status 429: seconds until the next try is looked at. */
      retryAfterSeconds?: number;
    }
  | { kind: 'ended'; status: number; heading: string; text: string }
  /** The password was right and the login has TOTP: the code form (issue 20 item 3). */
  | { kind: 'code'; status: number; pendingId: string; ticket: string; error?: string }
  | { kind: 'answer'; acsUrl: string; samlResponse: string; relayState: string | null };

type TFormValues = { email: string; account: string; username: string };

/** A failed sign-in answers no sooner than this, whether or not the login exists. */
const FAILURE_FLOOR_MS = 400;
const AGAIN = 'Go back to the portal and sign in again.';
export const EXPIRED = {
  kind: 'ended',
  status: 400,
  heading: 'Sign-in expired',
  text: `This sign-in form has expired or was already used. ${AGAIN}`,
} as const;

export const ZLoginForm = z.object({
  pending: z.string().min(1).max(100),
  email: z.string().trim().max(254).default(''),
  account: z.string().trim().max(64).default(''),
  username: z.string().trim().max(128).default(''),
  password: z.string().max(1024).default(''),
});

/** Where the form came from, and the rate limit of its user (seconds to wait, 0 = go on). */
export interface TLoginAttempt {
  address: string;
  rateLimit?: (user: string) => Promise<number>;
}

const waitText = (seconds: number) =>
  seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;

/**
 * Checks the built-in IdP's login form: the pending sign-in, then the credentials (rate limited
 * per user, failures throttled per user at this address and per address with back-off, at most
 * five tries per sign-in, failures padded to one duration), and on success ends the pending
 * sign-in and signs the Response for the SP.
 */
export async function submitLoginForm(
  deps: IdpSignInDeps,
  body: unknown,
  attempt: TLoginAttempt,
): Promise<TLoginOutcome> {
  const started = Date.now();
  const parsed = ZLoginForm.safeParse(body ?? {});
  if (!parsed.success) {
    return {
      kind: 'ended',
      status: 400,
      heading: 'Sign-in not possible',
      text: `The form is not valid. ${AGAIN}`,
    };
  }
  const { pending, password, ...values } = parsed.data;
  const { db } = deps;
  if (!(await findPendingSignIn(db, pending))) return EXPIRED;
  const byIam = values.account !== '' || values.username !== '';
  if (password === '' || (byIam ? !values.account || !values.username : !values.email)) {
    const error = 'Enter your e-mail, or your account number and IAM username, and your password.';
    return { kind: 'form', status: 400, error, pendingId: pending, values };
  }

  const user = throttleUser(values);
  const limited = (await attempt.rateLimit?.(user)) ?? 0;
  if (limited > 0) {
    const error = `Too many sign-in attempts. Wait ${waitText(limited)} and try again.`;
    const form = { pendingId: pending, values, retryAfterSeconds: limited };
    return { kind: 'form', status: 429, error, ...form };
  }
  const keys = throttleKeys(user, attempt.address);
  const wait = await throttledFor(db, keys);
  const throttled = wait > 0;
  const signedIn = throttled
    ? null
    : await deps.verifyCredentials(db, {
        password,
        ...(byIam
          ? { account: values.account, username: values.username }
          : { email: values.email }),
      });
  if (!signedIn) {
    if (!throttled) await recordFailure(db, keys);
    const goOn = await recordFailedAttempt(db, pending);
    await sleep(Math.max(0, started + FAILURE_FLOOR_MS - Date.now()));
    if (!goOn) {
      const text = `This sign-in has had too many wrong attempts. ${AGAIN}`;
      return { kind: 'ended', status: 401, heading: 'Too many attempts', text };
    }
    return throttled
      ? {
          kind: 'form',
          status: 429,
          error: `Too many failed sign-ins. Wait ${waitText(wait)} and try again.`,
          pendingId: pending,
          values,
          retryAfterSeconds: wait,
        }
      : {
          kind: 'form',
          status: 401,
          error: 'The sign-in details are not correct. Check them and try again.',
          pendingId: pending,
          values,
        };
  }

  await clearFailures(db, keys);
  if (await totpEnabled(db, signedIn.loginId)) {
    const ticket = await startSecondFactor(db, pending, signedIn);
    return { kind: 'code', status: 200, pendingId: pending, ticket };
  }
  return answerSignIn(deps, pending, signedIn);
}

/** Ends the pending sign-in and signs the Response for the SP (after every check passed). */
export async function answerSignIn(
  deps: IdpSignInDeps,
  pending: string,
  signedIn: TAuthenticated,
): Promise<TLoginOutcome> {
  // Deleting the pending row is the commit point: one form yields one assertion.
  const used = await consumePendingSignIn(deps.db, pending);
  if (!used) return EXPIRED;
  const xml = buildSignedResponse({
    idpEntityId: deps.builtIn.entityId,
    keys: deps.builtIn.keys,
    audience: deps.settings.sp.entityId,
    acsUrl: used.acsUrl,
    inResponseTo: used.requestId,
    email: signedIn.email,
    attributes: {
      loginType: signedIn.loginType,
      loginId: signedIn.loginId,
      accountId: signedIn.accountId,
    },
  });
  return {
    kind: 'answer',
    acsUrl: used.acsUrl,
    samlResponse: Buffer.from(xml).toString('base64'),
    relayState: used.relayState,
  };
}
