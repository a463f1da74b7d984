import { describe, expect, it } from 'vitest';
import { convertWith } from '../../convert.js';
import { vyosParser } from './vendor.js';

/** A forward-chain rule with a `time` match (VyOS 1.4 documentation, firewall rule `time`). */
function convert(...time: string[]) {
  const text = [
    "set interfaces ethernet eth0 address '10.0.0.1/24'",
    "set firewall ipv4 forward filter default-action 'drop'",
    "set firewall ipv4 forward filter rule 10 action 'accept'",
    ...time.map((t) => `set firewall ipv4 forward filter rule 10 time ${t}`),
  ].join('\n');
  return convertWith(vyosParser, { files: [{ name: 'time.set', content: `${text}\n` }] });
}

describe('issue 22 item 2: a rule time match', () => {
  it('weekdays (negated too) and a daily window are a recurring schedule', () => {
    const result = convert("weekdays '!Sat,Sun'", "starttime '08:30:00'", "stoptime '17:00:00'");
    expect(result.model.schedules).toMatchObject([
      {
        name: 'time-motuwethfr-0830-1700',
        recurring: [
          {
            days: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
            start: '08:30',
            end: '17:00',
          },
        ],
      },
    ]);
    expect(result.model.policies[0]?.schedule).toBe('time-motuwethfr-0830-1700');
    expect(result.verification?.status).toBe('equivalent');
  });

  it('dates alone are a one-time schedule', () => {
    const result = convert("startdate '2025-01-01'", "stopdate '2025-06-30'");
    expect(result.model.schedules[0]?.absolute).toEqual({
      start: '2025/01/01 00:00',
      end: '2025/06/30 23:59',
    });
  });

  it('utc, monthdays, or dates with a daily window stay a condition: never equivalent', () => {
    for (const time of [
      ["weekdays 'Mon'", 'utc'],
      ["monthdays '1'"],
      ["startdate '2025-01-01'", "starttime '08:00:00'"],
    ]) {
      const result = convert(...time);
      expect(result.model.schedules).toEqual([]);
      expect(result.model.policies[0]?.otherConditions?.[0]?.kind).toBe('time');
      expect(result.verification?.status).not.toBe('equivalent');
    }
  });
});
