import { describe, expect, it } from 'vitest';
import { parseFortios } from './parse-fortios.js';

/** A FortiOS text with one accept policy using the given profile lines, profiles after it. */
function config(policyLines: string, profiles: string): string {
  return `config firewall policy
    edit 7
        set srcintf "port1"
        set dstintf "port2"
        set srcaddr "all"
        set dstaddr "all"
        set action accept
        set schedule "always"
        set service "ALL"
${policyLines}
    next
end
${profiles}`;
}

const UTM = (key: string, name: string) =>
  `        set utm-status enable\n        set ${key} "${name}"`;

const APP_LIST = (name: string, head: string, entries: string) => `config application list
    edit "${name}"
${head}
        config entries
${entries}
        end
    next
end
`;

const EXACT_HEAD = `        set other-application-action block
        set unknown-application-action block
        unset options`;

function parsed(text: string) {
  const result = parseFortios(text, { file: 'in.conf' });
  const policy = result.model.policies[0];
  const notes = result.diagnostics.notes.get('policies:7') ?? [];
  return { policy, notes };
}

describe('FortiOS security profiles in policies (issue 17 item 4)', () => {
  it('issue 17 item 4.1: an allow-list application list becomes fortiguard tokens that block the rest', () => {
    const entries = `            edit 1
                set application 16060 15893
                set action pass
            next`;
    const { policy, notes } = parsed(
      config(UTM('application-list', 'ssh-web'), APP_LIST('ssh-web', EXACT_HEAD, entries)),
    );
    expect(policy?.applications).toEqual(['fortiguard:15893', 'fortiguard:16060']);
    expect(policy?.conditionsBlock).toBe(true);
    expect(notes.map((n) => n.code)).not.toContain('FORTIOS_POLICY_SECURITY_PROFILES');
  });

  it('issue 17 item 4.1: entries decide in order; an entry without action blocks', () => {
    const entries = `            edit 1
                set application 16060
            next
            edit 2
                set application 16060 15511
                set action pass
            next`;
    const { policy } = parsed(
      config(UTM('application-list', 'l'), APP_LIST('l', EXACT_HEAD, entries)),
    );
    expect(policy?.applications).toEqual(['fortiguard:15511']);
  });

  it.each([
    ['passes other applications', 'set other-application-action pass'],
    ['passes unidentified traffic', 'set unknown-application-action pass'],
    ['basic DNS, ICMP, HTTP or SSL', 'set options allow-dns'],
  ])('issue 17 item 4.1: a list that %s is reported, not carried', (reason, line) => {
    const head = `${EXACT_HEAD}\n        ${line}`;
    const entries = `            edit 1
                set application 16060
                set action pass
            next`;
    const { policy, notes } = parsed(
      config(UTM('application-list', 'l'), APP_LIST('l', head, entries)),
    );
    expect(policy?.applications).toBeUndefined();
    const note = notes.find((n) => n.code === 'FORTIOS_POLICY_SECURITY_PROFILES');
    expect(note?.message).toContain(reason);
  });

  it('issue 17 item 4.1: a category entry (the factory kind) is not carried', () => {
    const entries = `            edit 1
                set category 2 6
            next
            edit 2
                set action pass
            next`;
    const { policy, notes } = parsed(
      config(UTM('application-list', 'block-high-risk'), APP_LIST('block-high-risk', '', entries)),
    );
    expect(policy?.applications).toBeUndefined();
    expect(notes.map((n) => n.code)).toContain('FORTIOS_POLICY_SECURITY_PROFILES');
  });

  it('issue 17 item 4.2: a web filter that blocks all but some categories becomes fgcat tokens', () => {
    const blocked = [
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 23, 24, 25,
    ];
    const rest = Array.from({ length: 102 - 26 }, (_, i) => i + 26).filter(
      (id) => ![27, 32, 45, 60, 73, 74, 52].includes(id),
    );
    const filters = [...blocked, ...rest]
      .map(
        (id, i) =>
          `                edit ${i + 1}\n${id ? `                    set category ${id}\n` : ''}                    set action block\n                next`,
      )
      .join('\n');
    const profile = `config webfilter profile
    edit "it-only"
        set feature-set flow
        config ftgd-wf
            unset options
            config filters
${filters}
            end
        end
    next
end
`;
    const { policy } = parsed(config(UTM('webfilter-profile', 'it-only'), profile));
    expect(policy?.urlCategories).toEqual(['fgcat:52']);
    expect(policy?.conditionsBlock).toBe(true);
  });

  it('issue 17 item 4.2: a web filter with error-allow (factory default) is reported, not carried', () => {
    const profile = `config webfilter profile
    edit "default"
        config ftgd-wf
            set options error-allow
            config filters
                edit 1
                    set category 26
                    set action block
                next
            end
        end
    next
end
`;
    const { policy, notes } = parsed(config(UTM('webfilter-profile', 'default'), profile));
    expect(policy?.urlCategories).toBeUndefined();
    expect(notes.find((n) => n.code === 'FORTIOS_POLICY_SECURITY_PROFILES')?.message).toContain(
      'webfilter-profile default',
    );
  });

  it('issue 17 item 4: a profile the file does not define is reported, not carried', () => {
    const { policy, notes } = parsed(config(UTM('application-list', 'missing'), ''));
    expect(policy?.applications).toBeUndefined();
    expect(notes.find((n) => n.code === 'FORTIOS_POLICY_SECURITY_PROFILES')?.message).toContain(
      'not defined in this file',
    );
  });
});
