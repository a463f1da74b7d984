import type { TAsaBlock } from './blocks.js';
import type { AsaContext } from './context.js';

/** `username U password HASH encrypted|pbkdf2 [privilege N]` and `username U attributes` blocks. */
export function readUsername(ctx: AsaContext, block: TAsaBlock): void {
  const [, name = '', second] = block.head.tokens;
  if (second === 'attributes') {
    const user = ctx.model.users.find((candidate) => candidate.name === name);
    if (user) user.origin = { ...user.origin, endLine: Math.max(user.origin.endLine, block.end) };
    ctx.report(
      user ? 'converted' : 'ignored',
      'Local Users & Groups',
      block,
      'ASA_USER_ATTRIBUTES',
      user
        ? `Attributes of ${name} (service type, group policy) are kept with the user where FortiOS has them.`
        : `Attributes of an undefined user ${name}.`,
      name,
    );
    return;
  }
  const tokens = block.head.tokens;
  const privilegeAt = tokens.indexOf('privilege');
  const privilege = privilegeAt >= 0 ? Number(tokens[privilegeAt + 1]) : 2;
  ctx.model.users.push({
    name,
    origin: ctx.origin(block),
    type: 'password',
    enabled: true,
    secretPresent: tokens.includes('password'),
    privilege,
    admin: privilege >= 15,
  });
}
