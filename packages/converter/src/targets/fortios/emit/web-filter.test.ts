import { describe, expect, it } from 'vitest';
import type { TConfigModel, TPolicy } from '../../../model/ir.js';
import { intf, model, policy } from '../../../verify/test-models.js';
import { parseFortios } from '../parse/parse-fortios.js';
import { emitFortios } from './emit-fortios.js';
import { FORTIGUARD_CATEGORY_IDS } from './fortiguard-categories.js';

function roundTrip(...policies: TPolicy[]) {
  const m: TConfigModel = model({
    vendor: 'paloAltoNetwork',
    interfaces: [intf('ethernet1/1'), intf('ethernet1/2')],
    policies,
  });
  const emitted = emitFortios(m);
  const back = parseFortios(emitted.text, { file: 'out.conf' }).model;
  const notes = (id: string) => emitted.outcomes.get(`policies:${id}`)?.notes ?? [];
  return { emitted, back, notes };
}

const rule = (id: string, action: 'accept' | 'deny', fields: Partial<TPolicy>) =>
  policy(id, action, { srcIntf: ['ethernet1/1'], dstIntf: ['ethernet1/2'], ...fields });

/** The category ids a profile's text blocks (an entry without `category` is 0, Unrated). */
function blockedIds(text: string): number[] {
  const filters = text.slice(
    text.indexOf('config filters'),
    text.indexOf('config firewall policy'),
  );
  return filters
    .split(/^ +edit \d+$/m)
    .slice(1)
    .map((entry) => Number(/set category (\d+)/.exec(entry)?.[1] ?? 0));
}

describe('web filter profiles (issue 17 item 4.2)', () => {
  it('issue 17 item 4.2: mapped URL categories are allowed and every other known category is blocked', () => {
    const { emitted, back } = roundTrip(
      rule('r1', 'accept', { urlCategories: ['computer-and-internet-info', 'news'] }),
    );
    expect(emitted.text).toContain('config webfilter profile');
    expect(emitted.text).toContain('set webfilter-profile "wf-computer-and-internet-info_news"');
    const blocked = blockedIds(emitted.text);
    expect(blocked).toContain(0);
    expect(blocked).not.toContain(52);
    expect(blocked).not.toContain(36);
    expect(blocked).toHaveLength(FORTIGUARD_CATEGORY_IDS.length - 2);
    expect(back.policies[0]?.urlCategories).toEqual(['fgcat:36', 'fgcat:52']);
    expect(back.policies[0]?.conditionsBlock).toBe(true);
    expect(emitted.urlCategoryMap).toEqual({
      'computer-and-internet-info': ['fgcat:52'],
      news: ['fgcat:36'],
    });
  });

  it('issue 17 item 4.2: a category standing for two FortiGuard ids allows both', () => {
    const { back, emitted } = roundTrip(
      rule('r1', 'accept', { urlCategories: ['alcohol-and-tobacco'] }),
    );
    expect(emitted.urlCategoryMap['alcohol-and-tobacco']).toEqual(['fgcat:64', 'fgcat:65']);
    expect(back.policies[0]?.urlCategories).toEqual(['fgcat:64', 'fgcat:65']);
  });

  it('issue 17 item 4.2: approximate and unconfirmed categories are not mapped; the rule is reported wider', () => {
    const { emitted, back, notes } = roundTrip(
      rule('r1', 'accept', { urlCategories: ['search-engines', 'abused-drugs', 'my-custom-cat'] }),
    );
    expect(emitted.text).not.toContain('config webfilter profile');
    expect(back.policies[0]?.urlCategories).toBeUndefined();
    expect(notes('r1')).toContainEqual(
      expect.objectContaining({ code: 'URL_CATEGORY_NOT_MAPPED', effect: 'widens' }),
    );
    expect(emitted.urlCategoryMap).toEqual({});
  });

  it('issue 17 item 4.2: a deny rule with URL categories gets no profile and is reported narrower', () => {
    const { emitted, back, notes } = roundTrip(rule('r1', 'deny', { urlCategories: ['gambling'] }));
    expect(emitted.text).not.toContain('webfilter-profile');
    expect(back.policies[0]?.action).toBe('deny');
    expect(back.policies[0]?.urlCategories).toBeUndefined();
    expect(notes('r1')).toContainEqual(
      expect.objectContaining({ code: 'URL_CATEGORY_DENY', effect: 'narrows' }),
    );
  });

  it('issue 17 item 4.2: mixed categories allow the mapped ones and name the rest', () => {
    const { back, notes } = roundTrip(rule('r1', 'accept', { urlCategories: ['news', 'parked'] }));
    expect(back.policies[0]?.urlCategories).toEqual(['fgcat:36']);
    const note = notes('r1').find((n) => n.code === 'WEB_FILTER');
    expect(note?.message).toContain('Not mapped to a FortiGuard category: parked');
    expect(note?.status).toBe('partial');
  });
});
