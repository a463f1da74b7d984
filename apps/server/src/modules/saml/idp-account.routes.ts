import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { auditOrigin, recordAudit } from '../audit/audit.service.js';
import type { TMailer } from '../mail/mailer.js';
import { findEmailLink } from '../onboarding/email-links.js';
import { requestPasswordLink, setPasswordByLink } from '../onboarding/password-links.service.js';
import {
  completeRegistration,
  requestRegistration,
  ZEmailAddress,
  ZPassword,
  ZRegistrationForm,
  type TIdpMailLinks,
} from '../onboarding/registration.service.js';
import {
  currentTotpEnrolment,
  removeTotp,
  startTotpEnrolment,
  totpEnabled,
  useTotpCode,
} from '../onboarding/totp.service.js';
import {
  codePage,
  confirmRegistrationPage,
  enrolPage,
  forgotPage,
  newPasswordPage,
  noticePage,
  registerPage,
  securityPage,
  totpOnPage,
  type TPageNames,
} from './idp-account-pages.js';
import { IDP_ACCOUNT_PATHS as P } from './idp-account-paths.js';
import type { HtmlPage } from './idp-pages.js';
import {
  ENROLMENT,
  endSecondFactor,
  findSecondFactor,
  recordWrongCode,
  signedInOf,
  startSecondFactor,
} from './idp-second-factor.js';
import { answerSignIn, EXPIRED, type IdpSignInDeps } from './idp-sign-in.service.js';
import { autoPostPage, messagePage } from './idp-pages.js';
import { sendPage } from './send-page.js';

export type IdpAccountDeps = IdpSignInDeps & { providerName: string; mailer: TMailer };

/** A failed or unknown-e-mail request answers no sooner than this (no timing oracle). */
const ANSWER_FLOOR_MS = 400;
const padded = async (started: number) => {
  const wait = started + ANSWER_FLOOR_MS - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

const text = (value: unknown, max = 1024) => (typeof value === 'string' ? value.slice(0, max) : '');
const formOf = (body: unknown) =>
  (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
const firstIssue = (error: z.ZodError) => error.issues[0]?.message ?? 'The form is not valid.';

/**
 * The built-in IdP's account pages (issue 20 item 3): registration with e-mail verification,
 * password reset by mailed link, TOTP enrolment and the sign-in's code step. Every POST is rate
 * limited per client address (and per e-mail where one is named); answers about an e-mail are
 * the same whether or not it is known.
 */
export function idpAccountRoutes(deps: IdpAccountDeps): FastifyPluginAsync {
  const { db, settings, mailer } = deps;
  const names: TPageNames = {
    serviceName: settings.serviceName,
    providerName: deps.providerName,
    publicUrl: settings.publicUrl,
  };
  const url = (path: string) => `${settings.publicUrl}${path}`;
  const links: TIdpMailLinks = {
    serviceName: settings.serviceName,
    publicUrl: settings.publicUrl,
    verifyPage: url(P.verify),
    passwordPage: url(P.password),
    forgotPage: url(P.forgot),
  };
  const send = (reply: FastifyReply, status: number, page: HtmlPage, retry?: number) =>
    sendPage(reply, status, page, retry);

  return async (app) => {
    /** 429 page when the client address (or the e-mail) is over its budget; else undefined. */
    const limited = async (
      request: FastifyRequest,
      reply: FastifyReply,
      path: string,
      email?: string,
    ) => {
      const limits = (app as FastifyInstance).signInLimits;
      const byIp = await limits.byIp(request, path);
      const verdict = !byIp.allowed || !email ? byIp : await limits.byAccount(request, path, email);
      if (verdict.allowed) return undefined;
      const page = messagePage(
        settings.serviceName,
        'Too many attempts',
        `Too many requests. Wait ${verdict.retryAfterSeconds} seconds and try again.`,
      );
      return send(reply, 429, page, verdict.retryAfterSeconds);
    };
    const audit = (request: FastifyRequest, actor: string, action: string, detail?: object) =>
      recordAudit(db, {
        actor,
        action,
        ...(detail ? { detail: { ...detail } } : {}),
        ...auditOrigin(request),
      });

    // --- Registration ---
    app.get(P.register, { schema: { tags: ['idp'], summary: 'Registration form' } }, (_r, reply) =>
      send(reply, 200, registerPage(names)),
    );
    app.post(
      P.register,
      { schema: { tags: ['idp'], summary: 'Start a registration' } },
      async (request, reply) => {
        const started = Date.now();
        const form = formOf(request.body);
        const values = { company: text(form.company, 120), email: text(form.email, 254) };
        const parsed = ZRegistrationForm.safeParse({ ...values, password: text(form.password) });
        if (!parsed.success)
          return send(reply, 400, registerPage(names, { error: firstIssue(parsed.error), values }));
        if (text(form.password) !== text(form.repeat)) {
          return send(
            reply,
            400,
            registerPage(names, {
              error: 'The two passwords differ. Type the same password twice.',
              values,
            }),
          );
        }
        const refused = await limited(request, reply, P.register, parsed.data.email);
        if (refused) return refused;
        await requestRegistration({ db, mailer, links }, parsed.data);
        await audit(request, parsed.data.email, 'idp.registration.request');
        await padded(started);
        return send(
          reply,
          200,
          noticePage(names, {
            heading: 'Check your mail',
            text: `We sent a message to ${parsed.data.email}. Open the link in it within 24 hours to create the account. Nothing arrived? Check the spam folder, or register again.`,
          }),
        );
      },
    );
    // A mail link's token, as its GET carries it.
    const queryToken = (request: { query: unknown }) =>
      text((request.query as Record<string, unknown> | undefined)?.token, 200);
    const deadRegistration = () =>
      noticePage(names, {
        heading: 'This link does not work',
        tone: 'error',
        text: 'The link is unknown, was already used, or is older than 24 hours. Register again to get a new one.',
        link: { href: P.register, label: 'Register again' },
      });
    // Opening the link only shows a button: mail scanners that fetch links must not use it up.
    app.get(
      P.verify,
      { schema: { tags: ['idp'], summary: "A registration mail's link: the confirm button" } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.verify);
        if (refused) return refused;
        const token = queryToken(request);
        const link = await findEmailLink(db, 'registration', token);
        if (!link) return send(reply, 400, deadRegistration());
        const company = link.payload.company ?? '';
        return send(
          reply,
          200,
          confirmRegistrationPage(names, { token, email: link.email, company }),
        );
      },
    );
    app.post(
      P.verify,
      { schema: { tags: ['idp'], summary: 'Verify the e-mail and create the account' } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.verify);
        if (refused) return refused;
        const token = text(formOf(request.body).token, 200);
        const outcome = await completeRegistration(db, token);
        if (outcome.kind === 'invalid') return send(reply, 400, deadRegistration());
        if (outcome.kind === 'already-registered') {
          return send(
            reply,
            409,
            noticePage(names, {
              heading: 'Already registered',
              tone: 'error',
              text: `${outcome.email} already has an account. Sign in, or choose a new password if you forgot it.`,
            }),
          );
        }
        await audit(request, outcome.email, 'idp.registration.complete', {
          account: outcome.accountNumber,
        });
        return send(
          reply,
          200,
          noticePage(names, {
            heading: 'Your account is ready',
            text: `Account ${outcome.accountNumber} of ${outcome.companyName} is created and ${outcome.email} is its master user. Sign in with your e-mail and password.`,
          }),
        );
      },
    );

    // --- Password reset ---
    app.get(P.forgot, { schema: { tags: ['idp'], summary: 'Forgot-password form' } }, (_r, reply) =>
      send(reply, 200, forgotPage(names)),
    );
    app.post(
      P.forgot,
      { schema: { tags: ['idp'], summary: 'Mail a password link' } },
      async (request, reply) => {
        const started = Date.now();
        const typed = text(formOf(request.body).email, 254);
        const parsed = ZEmailAddress.safeParse(typed);
        if (!parsed.success)
          return send(
            reply,
            400,
            forgotPage(names, { error: firstIssue(parsed.error), email: typed }),
          );
        const refused = await limited(request, reply, P.forgot, parsed.data);
        if (refused) return refused;
        const mailed = await requestPasswordLink({ db, mailer, links }, parsed.data);
        await audit(request, parsed.data, 'idp.password.reset_request', { mailed });
        await padded(started);
        return send(
          reply,
          200,
          noticePage(names, {
            heading: 'Check your mail',
            text: `If ${parsed.data} has an account here, we sent it a link to choose a new password. It works for an hour, once.`,
          }),
        );
      },
    );
    const badLink = () =>
      noticePage(names, {
        heading: 'This link does not work',
        tone: 'error',
        text: 'The link is unknown, was already used, or has expired. Ask for a new one.',
        link: { href: P.forgot, label: 'Mail me a new link' },
      });
    app.get(
      P.password,
      { schema: { tags: ['idp'], summary: "A password link's form" } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.password);
        if (refused) return refused;
        const token = queryToken(request);
        const link = await findEmailLink(db, 'password', token);
        if (!link) return send(reply, 400, badLink());
        return send(reply, 200, newPasswordPage(names, { token, email: link.email }));
      },
    );
    app.post(
      P.password,
      { schema: { tags: ['idp'], summary: 'Set the password by link' } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.password);
        if (refused) return refused;
        const form = formOf(request.body);
        const token = text(form.token, 200);
        const link = await findEmailLink(db, 'password', token);
        if (!link) return send(reply, 400, badLink());
        const parsed = ZPassword.safeParse(text(form.password));
        const error = !parsed.success
          ? firstIssue(parsed.error)
          : text(form.password) !== text(form.repeat)
            ? 'The two passwords differ. Type the same password twice.'
            : undefined;
        if (error)
          return send(reply, 400, newPasswordPage(names, { token, email: link.email, error }));
        const set = await setPasswordByLink(db, token, text(form.password));
        if (!set) return send(reply, 400, badLink());
        await audit(request, set.email, 'idp.password.set', {
          firstPassword: set.created,
          endedSessions: set.endedSessions,
        });
        return send(
          reply,
          200,
          noticePage(names, {
            heading: 'Password saved',
            text: `The password of ${set.email} is saved. Sign in with it now.`,
          }),
        );
      },
    );

    // --- Two-step sign-in (TOTP) ---
    app.get(
      P.security,
      { schema: { tags: ['idp'], summary: 'Two-step sign-in: who you are' } },
      (_r, reply) => send(reply, 200, securityPage(names)),
    );
    app.post(
      P.security,
      { schema: { tags: ['idp'], summary: 'Two-step sign-in: check the password' } },
      async (request, reply) => {
        const started = Date.now();
        const form = formOf(request.body);
        const email = text(form.email, 254).trim().toLowerCase();
        const refused = await limited(request, reply, P.security, email || undefined);
        if (refused) return refused;
        const signedIn = email
          ? await deps.verifyCredentials(db, { email, password: text(form.password) })
          : null;
        if (!signedIn) {
          await audit(request, email || 'anonymous', 'session.sign_in_failed', {
            stage: 'idp-security',
          });
          await padded(started);
          return send(
            reply,
            401,
            securityPage(names, {
              email,
              error: 'The e-mail or password is not correct. Check them and try again.',
            }),
          );
        }
        const ticket = await startSecondFactor(db, ENROLMENT, signedIn);
        if (await totpEnabled(db, signedIn.loginId))
          return send(reply, 200, totpOnPage(names, { ticket }));
        const enrolment = await startTotpEnrolment(
          db,
          { id: signedIn.loginId, email: signedIn.email },
          settings.serviceName,
        );
        if (!enrolment) return send(reply, 200, totpOnPage(names, { ticket }));
        return send(reply, 200, enrolPage(names, { ticket, ...enrolment }));
      },
    );
    app.post(
      P.securityCode,
      { schema: { tags: ['idp'], summary: 'Two-step sign-in: turn on or off' } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.securityCode);
        if (refused) return refused;
        const form = formOf(request.body);
        const ticket = text(form.ticket, 200);
        const row = await findSecondFactor(db, ticket, ENROLMENT);
        const expired = () =>
          send(
            reply,
            400,
            noticePage(names, {
              heading: 'This page has expired',
              tone: 'error',
              text: 'Start again with your e-mail and password.',
              link: { href: P.security, label: 'Two-step sign-in' },
            }),
          );
        if (!row) return expired();
        const enable = text(form.action) === 'enable';
        const ok = await useTotpCode(
          db,
          row.loginId,
          text(form.code, 16),
          enable ? 'enrolment' : 'sign-in',
        );
        const email = signedInOf(row).email;
        if (!ok) {
          if (!(await recordWrongCode(db, ticket))) return expired();
          const error =
            'That code is not right (or was already used). Enter the current code from your app.';
          if (!enable) return send(reply, 401, totpOnPage(names, { ticket, error }));
          // The same key, shown again: the user may have mistyped the code.
          const enrolment = await currentTotpEnrolment(
            db,
            { id: row.loginId, email },
            settings.serviceName,
          );
          if (!enrolment) return expired();
          return send(reply, 401, enrolPage(names, { ticket, ...enrolment, error }));
        }
        await endSecondFactor(db, ticket);
        if (!enable) await removeTotp(db, row.loginId);
        await audit(request, email, enable ? 'idp.totp.enable' : 'idp.totp.disable');
        return send(
          reply,
          200,
          noticePage(names, {
            heading: enable ? 'Two-step sign-in is on' : 'Two-step sign-in is off',
            text: enable
              ? 'From now on, signing in asks for a code from your authenticator app after your password.'
              : 'Signing in asks for your password only.',
          }),
        );
      },
    );

    // --- The sign-in's second step ---
    app.post(
      P.loginCode,
      { schema: { tags: ['idp'], summary: "Sign-in: the authenticator's code" } },
      async (request, reply) => {
        const refused = await limited(request, reply, P.loginCode);
        if (refused) return refused;
        const started = Date.now();
        const form = formOf(request.body);
        const pending = text(form.pending, 100);
        const ticket = text(form.ticket, 200);
        const row = pending ? await findSecondFactor(db, ticket, pending) : undefined;
        if (!row)
          return send(
            reply,
            EXPIRED.status,
            messagePage(settings.serviceName, EXPIRED.heading, EXPIRED.text),
          );
        const signedIn = signedInOf(row);
        if (!(await useTotpCode(db, row.loginId, text(form.code, 16), 'sign-in'))) {
          await audit(request, signedIn.email, 'session.sign_in_failed', {
            stage: 'idp-totp',
            status: 401,
          });
          const goOn = await recordWrongCode(db, ticket);
          await padded(started);
          if (!goOn) {
            const page = messagePage(
              settings.serviceName,
              'Too many attempts',
              'This sign-in has had too many wrong codes. Go back to the portal and sign in again.',
            );
            return send(reply, 401, page);
          }
          const error =
            'That code is not right (or was already used). Enter the current code from your app.';
          return send(reply, 401, codePage(names, { pendingId: pending, ticket, error }));
        }
        await endSecondFactor(db, ticket);
        const outcome = await answerSignIn(deps, pending, signedIn);
        if (outcome.kind === 'answer') {
          return send(reply, 200, autoPostPage({ serviceName: settings.serviceName, ...outcome }));
        }
        if (outcome.kind === 'ended') {
          return send(
            reply,
            outcome.status,
            messagePage(settings.serviceName, outcome.heading, outcome.text),
          );
        }
        return send(reply, 400, messagePage(settings.serviceName, EXPIRED.heading, EXPIRED.text));
      },
    );
  };
}
