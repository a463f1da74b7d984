import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import type { AppDb } from '../../db/database.js';
import type { verifyCredentials as verifyCredentialsFn } from '../identity/credentials.js';
import { consumePendingSignIn, findPendingSignIn, recordFailedAttempt } from './idp-pending.js';
import { buildSignedResponse } from './idp-response.js';
import {
  THROTTLE_WINDOW_MINUTES,
  clearFailures,
  isThrottled,
  recordFailure,
  throttleKey,
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
  | { kind: 'form'; status: number; error: string; pendingId: string; values: TFormValues }
  | { kind: 'ended'; status: number; heading: string; text: string }
  | { kind: 'answer'; acsUrl: string; samlResponse: string; relayState: string | null };

type TFormValues = { email: string; account: string; username: string };

/** A failed sign-in answers no sooner than this, whether or not the login exists. */
const FAILURE_FLOOR_MS = 400;
const AGAIN = 'Go back to the portal and sign in again.';
const EXPIRED = {
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

/**
 * Checks the built-in IdP's login form: the pending sign-in, then the credentials (throttled
 * per identifier, at most five tries per sign-in, failures padded to one duration), and on
 * success ends the pending sign-in and signs the Response for the SP.
 */
export async function submitLoginForm(deps: IdpSignInDeps, body: unknown): Promise<TLoginOutcome> {
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

  const key = throttleKey(values);
  const throttled = await isThrottled(db, key);
  const signedIn = throttled
    ? null
    : await deps.verifyCredentials(db, {
        password,
        ...(byIam
          ? { account: values.account, username: values.username }
          : { email: values.email }),
      });
  if (!signedIn) {
    if (!throttled) await recordFailure(db, key);
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
          error: `Too many failed sign-ins for this user. Wait ${THROTTLE_WINDOW_MINUTES} minutes and try again.`,
          pendingId: pending,
          values,
        }
      : {
          kind: 'form',
          status: 401,
          error: 'The sign-in details are not correct. Check them and try again.',
          pendingId: pending,
          values,
        };
  }

  // Deleting the pending row is the commit point: one form yields one assertion.
  const used = await consumePendingSignIn(db, pending);
  if (!used) return EXPIRED;
  await clearFailures(db, key);
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
