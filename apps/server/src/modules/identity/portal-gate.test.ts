import { describe, expect, it } from 'vitest';
import type { TLoginType } from '@fwmig/contract';
import type { TAccountAccess, TLogin } from './accounts.service.js';
import { refuseOutsidePortal } from './portal-gate.js';
import type { TRequestContext } from './scope.js';

/** issue 18 item 1: the portal's error-page refusals, case by case (the sweeps cover routes). */

const login = (over: Partial<TLogin> = {}): TLogin => ({
  id: 'l1',
  email: 'a@example.com',
  passwordHash: 'x',
  kind: 'account',
  idpUserId: null,
  idpUserName: null,
  staffLevel: null,
  blocked: false,
  createdAt: new Date(),
  ...over,
});

const account = (over: Partial<TAccountAccess> = {}): TAccountAccess => ({
  accountId: 'a1',
  userId: '100001',
  subUserId: '0',
  companyName: 'Acme',
  username: null,
  readWrite: true,
  portalAccess: true,
  hasConverter: true,
  accountBlocked: false,
  roleName: null,
  ...over,
});

function ctx(
  access: TAccountAccess[],
  over: { login?: Partial<TLogin>; loginType?: TLoginType; scoped?: boolean } = {},
): TRequestContext {
  return {
    login: login(over.login),
    familyId: 'f1',
    loginType: over.loginType ?? 'IAM',
    access,
    ...(over.scoped && access[0] ? { account: access[0] } : {}),
  };
}

const codeOf = (context: TRequestContext) => {
  try {
    refuseOutsidePortal(context);
    return 'pass';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('refuseOutsidePortal', () => {
  it('passes a master user, an IAM user with portal-admin and read/write, an IdP user', () => {
    expect(codeOf(ctx([account()], { scoped: true }))).toBe('pass');
    expect(codeOf(ctx([account({ subUserId: '5001', username: 'ops' })], { scoped: true }))).toBe(
      'pass',
    );
    const idp = account({ subUserId: 'idp-1', roleName: 'NetOps' });
    expect(codeOf(ctx([idp], { loginType: 'IDP', scoped: true }))).toBe('pass');
  });

  it('refuses with the error pages codes, converter first as the web checks it first', () => {
    const noConverter = account({ hasConverter: false });
    expect(codeOf(ctx([noConverter], { scoped: true }))).toBe('NO_CONVERTER');
    expect(codeOf(ctx([noConverter], { scoped: true, login: { blocked: true } }))).toBe(
      'NO_CONVERTER',
    );
    expect(codeOf(ctx([account()], { scoped: true, login: { blocked: true } }))).toBe(
      'NO_PERMISSION',
    );
    expect(codeOf(ctx([account()], { loginType: 'IAM_NOPORTAL', scoped: true }))).toBe(
      'NO_PERMISSION',
    );
    const iamViewer = account({ subUserId: '5004', readWrite: false });
    expect(codeOf(ctx([iamViewer], { scoped: true }))).toBe('NO_PERMISSION');
    expect(codeOf(ctx([]))).toBe('NO_ACCOUNT');
  });

  it('refuses an OU member account without the converter app', () => {
    const context = ctx([account()], { scoped: true });
    context.ouAccount = {
      accountId: 'a2',
      userId: '100011',
      name: 'North',
      hasConverter: false,
      blocked: false,
    };
    expect(codeOf(context)).toBe('NO_CONVERTER');
  });

  it('issue 20: refuses a blocked account, and a blocked OU member account, with NO_PERMISSION', () => {
    expect(codeOf(ctx([account({ accountBlocked: true })], { scoped: true }))).toBe(
      'NO_PERMISSION',
    );
    const context = ctx([account()], { scoped: true });
    context.ouAccount = {
      accountId: 'a2',
      userId: '100011',
      name: 'North',
      hasConverter: true,
      blocked: true,
    };
    expect(codeOf(context)).toBe('NO_PERMISSION');
    // Unscoped, another account of the login still lets it in.
    const other = account({ accountId: 'a2', userId: '100002' });
    expect(codeOf(ctx([account({ accountBlocked: true }), other]))).toBe('pass');
  });

  it('unscoped: passes when one account passes, else gives the first refusal', () => {
    const good = account({ accountId: 'a2', userId: '100002' });
    expect(codeOf(ctx([account({ hasConverter: false }), good]))).toBe('pass');
    expect(codeOf(ctx([account({ hasConverter: false }), { ...good, portalAccess: false }]))).toBe(
      'NO_CONVERTER',
    );
  });

  it('staff pass without accounts unless blocked', () => {
    expect(codeOf(ctx([], { login: { staffLevel: 'read_only' } }))).toBe('pass');
    expect(codeOf(ctx([], { login: { staffLevel: 'read_write', blocked: true } }))).toBe(
      'NO_PERMISSION',
    );
  });
});
