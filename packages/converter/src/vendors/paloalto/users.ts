import type { PanContext } from './context.js';
import { at, child, entries, members, nameOf, textAt, type TXmlNode } from '../toolkit/xml-tree.js';

/** How an authentication profile checks users (`method/<kind>`), and whom it lets in. */
export interface TAuthProfile {
  node: TXmlNode;
  /** `local-database`, `ldap`, `radius`, `saml-idp`, `kerberos`, `tacplus`, `none`... */
  method: string;
  server?: string;
  /** `allow-list` members; `all` lets every user of the method in. */
  allow: string[];
}

/** What FortiOS needs for users a remote server checks, by PAN-OS method. */
const SERVER_ADVICE: Record<string, string> = {
  ldap: 'create `config user ldap` (server, cnid, dn, binding account) and make it a member of the SSL VPN user group, with `config match` for the directory groups allowed',
  radius:
    'create `config user radius` (server, secret) and make it a member of the SSL VPN user group',
  tacplus:
    'create `config user tacacs+` (server, key) and make it a member of the SSL VPN user group',
  kerberos:
    'FortiOS SSL VPN has no Kerberos login: use LDAP against the same directory (`config user ldap`) in the SSL VPN user group',
  'saml-idp':
    'create `config user saml` for the identity provider (entity id, SSO and SLO URLs, IdP certificate), make it a member of the SSL VPN user group, and set `saml-server` in `vpn ssl settings`',
  'cloud-authentication':
    'the Cloud Identity Engine has no FortiOS counterpart: use `config user saml` or `config user ldap` against the directory',
};

/**
 * Local users and user groups (`local-user-database`) of each scope, outermost first: they
 * become `user local` (placeholder password, left disabled by the emitter: PAN-OS keeps only
 * crypt hashes) and `user group`.
 */
export function readLocalUsers(ctx: PanContext, scopes: TXmlNode[]): void {
  for (const scope of scopes) {
    const database = child(scope, 'local-user-database');
    for (const entry of entries(child(database, 'user'))) {
      const name = nameOf(entry);
      if (ctx.model.users.some((u) => u.name === name)) continue;
      ctx.model.users.push({
        name,
        origin: ctx.take(entry),
        type: 'password',
        enabled: textAt(entry, 'disabled') !== 'yes',
        secretPresent: !!textAt(entry, 'phash'),
      });
    }
    for (const entry of entries(child(database, 'user-group'))) {
      const name = nameOf(entry);
      const listed = members(child(entry, 'user'));
      const known = listed.filter((u) => ctx.model.users.some((user) => user.name === u));
      ctx.model.userGroups.push({ name, origin: ctx.take(entry), members: known });
      if (known.length < listed.length)
        ctx.note(
          'userGroups',
          name,
          'partial',
          'PANOS_GROUP_MEMBER_MISSING',
          `Members that are no local user here are left out: ${listed.filter((u) => !known.includes(u)).join(', ')}.`,
        );
    }
  }
}

/** Authentication profiles by name, nearest scope winning. */
export function readAuthProfiles(scopes: TXmlNode[]): Map<string, TAuthProfile> {
  const profiles = new Map<string, TAuthProfile>();
  for (const scope of scopes) {
    for (const entry of entries(child(scope, 'authentication-profile'))) {
      const method = child(entry, 'method')?.children[0];
      const server = textAt(method, 'server-profile');
      profiles.set(nameOf(entry), {
        node: entry,
        method: method?.name ?? 'none',
        ...(server ? { server } : {}),
        allow: members(at(entry, 'allow-list')),
      });
    }
  }
  return profiles;
}

/**
 * The user group GlobalProtect users of `profile` get on FortiOS: local groups the allow list
 * names, else a group made of the local users it lets in (all of them for `all`). Users a
 * remote server checks cannot be listed: the group is made empty and what to set up is
 * reported on the profile.
 */
export function sslGroups(
  ctx: PanContext,
  profile: TAuthProfile | undefined,
  fallbackName: string,
  origin: TXmlNode,
): string[] {
  const allowAll = !profile || profile.allow.length === 0 || profile.allow.includes('all');
  const local = profile?.method === 'local-database';
  if (local && !allowAll) {
    const groups = profile.allow.filter((name) =>
      ctx.model.userGroups.some((g) => g.name === name),
    );
    const users = profile.allow.filter((name) => ctx.model.users.some((u) => u.name === name));
    if (groups.length && !users.length) {
      report(ctx, profile, 'converted', 'Its allow list gives the SSL VPN user groups.');
      return groups;
    }
  }
  const members = local
    ? ctx.model.users.filter((u) => allowAll || profile.allow.includes(u.name)).map((u) => u.name)
    : [];
  ctx.model.userGroups.push({
    name: fallbackName,
    origin: ctx.origin(origin),
    members,
    generated: true,
  });
  if (!profile) {
    ctx.note(
      'userGroups',
      fallbackName,
      'partial',
      'PANOS_GP_NO_AUTH',
      'The gateway names no authentication profile here: add the users allowed on the SSL VPN to this group.',
    );
  } else if (local) {
    report(
      ctx,
      profile,
      'converted',
      `Local database login: its users make the SSL VPN user group "${fallbackName}".`,
    );
  } else {
    const advice =
      SERVER_ADVICE[profile.method] ??
      `no FortiOS SSL VPN login matches method ${profile.method}: set up a FortiOS user source for the group`;
    report(
      ctx,
      profile,
      'unsupported',
      `Users are checked by ${profile.method}${profile.server ? ` server profile ${profile.server}` : ''} (not converted): ${advice}. The group "${fallbackName}" is written empty until then.`,
    );
    ctx.note(
      'userGroups',
      fallbackName,
      'partial',
      'PANOS_GP_REMOTE_USERS',
      `Empty: GlobalProtect users were checked by ${profile.method}; add the FortiOS ${profile.method} server as a member.`,
    );
  }
  return [fallbackName];
}

function report(
  ctx: PanContext,
  profile: TAuthProfile,
  status: 'converted' | 'unsupported',
  message: string,
): void {
  if (ctx.handled.has(profile.node)) return;
  ctx.report(
    status,
    'Local Users & Groups',
    profile.node,
    'PANOS_AUTH_PROFILE',
    message,
    nameOf(profile.node),
  );
}
