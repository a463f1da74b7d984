import { child, type TXmlNode } from '../toolkit/xml-tree.js';
import { childrenNamed, type PfContext } from './context.js';

/** `<system>`: hostname, domain and DNS servers (the rest is reported by the leftovers table). */
export function readSystem(ctx: PfContext, root: TXmlNode): void {
  const system = child(root, 'system');
  const hostname = child(system, 'hostname');
  if (hostname?.text) {
    ctx.model.hostname = hostname.text;
    ctx.report('converted', 'System', hostname, 'PF_HOSTNAME', `Hostname ${hostname.text}.`);
  }
  const version = child(root, 'version');
  if (version) {
    ctx.model.version = version.text;
    ctx.report(
      'ignored',
      'System',
      version,
      'PF_CONFIG_VERSION',
      `Configuration schema version ${version.text}.`,
    );
  }
  const servers = childrenNamed(system, 'dnsserver').filter((d) =>
    /^\d{1,3}(\.\d{1,3}){3}$/.test(d.text),
  );
  const domain = child(system, 'domain');
  const nodes = [...servers, ...(domain?.text ? [domain] : [])];
  if (nodes.length === 0) return;
  const line = Math.min(...nodes.map((n) => n.line));
  const endLine = Math.max(...nodes.map((n) => n.endLine));
  for (const node of nodes) ctx.handled.add(node);
  ctx.model.dns = {
    origin: { file: ctx.file, line, endLine },
    servers: servers.map((s) => s.text),
    ...(domain?.text ? { domain: domain.text } : {}),
  };
}
