import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, flag, text, type PfContext } from './context.js';

const HASHES = ['bcrypt-hash', 'sha512-hash', 'md5-hash', 'password', 'nt-hash'];

/**
 * `<system><user>` and `<system><group>`: local users (web interface and VPN) and their groups.
 * Password hashes cannot be carried to FortiOS: each user gets a marked placeholder password.
 */
export function readUsers(ctx: PfContext, root: TXmlNode): void {
  const system = child(root, 'system');
  const byUid = new Map<string, string>();
  for (const node of childrenNamed(system, 'user')) {
    const name = text(node, 'name');
    byUid.set(text(node, 'uid'), name);
    const secretPresent = HASHES.some((h) => text(node, h) !== '');
    const admin =
      childrenNamed(node, 'priv').some((p) => p.text === 'page-all') ||
      text(node, 'groupname') === 'admins';
    ctx.model.users.push({
      name,
      origin: ctx.take(node),
      type: 'password',
      enabled: !flag(node, 'disabled'),
      secretPresent,
      ...(admin ? { admin } : {}),
      ...(text(node, 'descr') ? { comment: text(node, 'descr') } : {}),
    });
    if (secretPresent)
      ctx.note(
        'users',
        name,
        'partial',
        'PF_USER_PASSWORD',
        'The password is stored as a hash, which cannot be carried over: the output has a placeholder password; set the real one on the FortiGate.',
        'cosmetic',
      );
    const extra = ['expires', 'authorizedkeys', 'ipsecpsk', 'otp_seed'].filter((n) =>
      text(node, n),
    );
    if (extra.length)
      ctx.note('users', name, 'converted', 'PF_USER_EXTRA', `Not carried: ${extra.join(', ')}.`);
  }
  for (const node of childrenNamed(system, 'group')) {
    const name = text(node, 'name');
    const members = childrenNamed(node, 'member')
      .map((m) => byUid.get(m.text))
      .filter((m): m is string => !!m);
    ctx.model.userGroups.push({
      name,
      origin: ctx.take(node),
      members,
      ...(text(node, 'description') ? { comment: text(node, 'description') } : {}),
    });
    if (childrenNamed(node, 'priv').length)
      ctx.note(
        'userGroups',
        name,
        'converted',
        'PF_GROUP_PRIVILEGES',
        'Web interface privileges are not converted: give FortiGate administrators an admin profile.',
      );
  }
}
