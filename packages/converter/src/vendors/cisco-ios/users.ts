import type { IosContext, TBlock } from './context.js';

/**
 * `username N [privilege P] secret|password [TYPE] VALUE`: device administrators (15 = full).
 * Hashes (`secret 5|8|9`) and type 7 passwords are never carried: FortiOS gets a placeholder.
 */
export function readUsername(ctx: IosContext, block: TBlock): void {
  const tokens = block.head.tokens;
  const name = tokens[1] ?? '';
  const at = tokens.indexOf('privilege');
  const privilege = at >= 0 ? Number(tokens[at + 1]) : 1;
  const secret = tokens.includes('secret') || tokens.includes('password');
  ctx.model.users.push({
    name,
    origin: ctx.origin(block),
    type: 'password',
    enabled: true,
    secretPresent: secret,
    privilege,
    admin: privilege >= 15,
  });
  ctx.note(
    'users',
    name,
    'partial',
    'IOS_USER_SECRET',
    `The ${tokens.includes('secret') ? 'secret hash' : 'password'} of ${name} cannot be carried: set a new password on FortiOS.`,
  );
}

/** `hostname N`. */
export function readHostname(ctx: IosContext, block: TBlock): void {
  ctx.model.hostname = block.head.tokens[1] ?? '';
  ctx.report(
    'converted',
    'System',
    block,
    'IOS_HOSTNAME',
    'The hostname becomes the FortiOS hostname.',
  );
}

/** `version 15.2` (IOS) or `version 17.3` (IOS-XE). */
export function readVersion(ctx: IosContext, block: TBlock): void {
  ctx.model.version = block.head.tokens[1] ?? '';
  ctx.report(
    'ignored',
    'System',
    block,
    'IOS_VERSION',
    'The software version the configuration was written by.',
  );
}

/** `ip name-server A [B ...]` and `ip domain name D` / `ip domain-name D`. */
export function readDns(ctx: IosContext, block: TBlock): void {
  const tokens = block.head.tokens;
  const dns = (ctx.model.dns ??= { origin: ctx.origin(block), servers: [] });
  if (tokens[1] === 'name-server') dns.servers.push(...tokens.slice(2).filter((t) => ctx.ip(t)));
  else dns.domain = tokens.at(-1) ?? '';
  ctx.report('converted', 'DNS', block, 'IOS_DNS', 'Becomes the FortiOS DNS settings.');
}
