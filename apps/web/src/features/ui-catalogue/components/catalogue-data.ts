/** Made-up but realistic rows for the catalogue's tables: firewall objects and an OU tree. */

export interface TAddressObject {
  id: string;
  name: string;
  type: 'subnet' | 'host' | 'range' | 'fqdn';
  value: string;
  zone?: string;
  comment?: string;
  references: number;
}

const ZONES = ['inside', 'outside', 'dmz', undefined];
const SITES = ['PAR', 'NYC', 'SIN', 'FRA', 'SYD'];

/** A deterministic list of address objects, as a converted configuration holds them. */
export function addressObjects(count: number): TAddressObject[] {
  return Array.from({ length: count }, (_, index) => {
    const site = SITES[index % SITES.length] ?? 'PAR';
    const octet = (index * 7) % 250;
    const kind = index % 4;
    const base = {
      id: `addr-${index + 1}`,
      zone: ZONES[index % ZONES.length],
      references: (index * 3) % 11,
    };
    if (kind === 0) {
      return {
        ...base,
        name: `NET_${site}_${index + 1}`,
        type: 'subnet',
        value: `10.${octet}.0.0/16`,
      };
    }
    if (kind === 1) {
      return {
        ...base,
        name: `HOST_${site}_WEB${index + 1}`,
        type: 'host',
        value: `192.168.${octet}.${(index % 200) + 10}`,
        comment: index % 3 === 0 ? 'Public web front end behind the load balancer' : undefined,
      };
    }
    if (kind === 2) {
      return {
        ...base,
        name: `RANGE_${site}_DHCP${index + 1}`,
        type: 'range',
        value: `172.16.${octet}.100-172.16.${octet}.199`,
      };
    }
    return {
      ...base,
      name: `FQDN_${site}_UPDATES${index + 1}`,
      type: 'fqdn',
      value: `updates.${site.toLowerCase()}.example.com`,
    };
  });
}

export interface TOuNode {
  id: string;
  name: string;
  kind: 'ORG' | 'ORG_UNIT' | 'OU_ACCOUNT';
  description?: string;
  children?: TOuNode[];
}

export const OU_TREE: TOuNode[] = [
  {
    id: 'org-1',
    name: 'Acme Holdings',
    kind: 'ORG',
    description: 'Group head office',
    children: [
      {
        id: 'ou-1',
        name: 'Europe',
        kind: 'ORG_UNIT',
        description: 'EMEA operations',
        children: [
          {
            id: 'acc-1',
            name: 'Acme France',
            kind: 'OU_ACCOUNT',
            description: 'Paris data centre',
          },
          { id: 'acc-2', name: 'Acme Germany', kind: 'OU_ACCOUNT' },
        ],
      },
      {
        id: 'ou-2',
        name: 'Americas',
        kind: 'ORG_UNIT',
        children: [
          { id: 'acc-3', name: 'Acme US East', kind: 'OU_ACCOUNT', description: 'Branch offices' },
        ],
      },
    ],
  },
  { id: 'org-2', name: 'Globex', kind: 'ORG', description: 'Managed customer' },
];

export interface TPort {
  id: string;
  name: string;
  type: 'physical' | 'aggregate' | 'management' | 'ha';
  speed: string;
}

/** The ports of a small desktop unit, in the order an engineer lists them. */
export const PORTS: TPort[] = [
  { id: 'wan1', name: 'wan1', type: 'physical', speed: '1 Gbps' },
  { id: 'wan2', name: 'wan2', type: 'physical', speed: '1 Gbps' },
  { id: 'internal1', name: 'internal1', type: 'physical', speed: '1 Gbps' },
  { id: 'mgmt', name: 'mgmt', type: 'management', speed: '1 Gbps' },
  { id: 'ha', name: 'ha', type: 'ha', speed: '1 Gbps' },
];
