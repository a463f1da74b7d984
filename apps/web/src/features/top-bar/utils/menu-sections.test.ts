import { describe, expect, it } from 'vitest';
import { flatMenuItems, menuSections } from './menu-sections';
import { menuItem, servicesHeaders, servicesItems } from './test-menus';

const names = (items: readonly { display_name: string }[]) => items.map((i) => i.display_name);

describe('menuSections (spec §9)', () => {
  it('S9-6: with 3 headers, sorts headers and their items by order', () => {
    const sections = menuSections(servicesHeaders, servicesItems);
    expect(sections?.map((s) => [s.header.display_name, names(s.items)])).toEqual([
      ['Cloud Services', ['Config Converter', 'Cloud Firewall']],
      ['Assets & Accounts', ['Asset Management']],
      ['Cloud Management', ['Organizations', 'Audit Logs']],
    ]);
  });

  it('S9-6: with fewer than 3 headers there are no sections', () => {
    expect(menuSections(servicesHeaders.slice(0, 2), servicesItems)).toBeNull();
  });

  it('leaves out headers without items', () => {
    const sections = menuSections(servicesHeaders, servicesItems.slice(0, 2));
    expect(sections?.map((s) => s.header.display_name)).toEqual(['Cloud Management']);
  });
});

describe('flatMenuItems', () => {
  it("orders by the header's order, then the item's; items under no known header last", () => {
    const stray = menuItem({ item_id: 'x', display_name: 'Stray', section_header: 'Other' });
    expect(names(flatMenuItems(servicesHeaders.slice(1), [stray, ...servicesItems]))).toEqual([
      'Config Converter',
      'Cloud Firewall',
      'Asset Management',
      'Stray',
      'Organizations',
      'Audit Logs',
    ]);
  });
});
