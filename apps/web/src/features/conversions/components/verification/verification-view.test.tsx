import type { TVerificationResult } from '@fwmig/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { renderPanel } from '../../../../test/render-panel';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { makeRunDetail } from '../../test/run-fixture';
import { VerdictChip } from '../run-status';
import { runWithVerdict } from '../../test/verification-fixture';
import { VerificationView } from './verification-view';

const api = fakeConversionsApi();
afterAll(api.install());

afterEach(() => {
  vi.clearAllMocks();
});

/** The MUI colour an alert speaks with: success, error, warning or info. */
const alertColour = (alert: HTMLElement) =>
  /MuiAlert-color(Success|Error|Warning|Info)/.exec(alert.className)?.[1]?.toLowerCase();

const CASES: [TVerificationResult['status'], string, string, RegExp][] = [
  [
    'equivalent',
    'success',
    'Proven equivalent',
    /every rule, match condition and address translation of the source was compared; every packet gets the same decision on both firewalls/i,
  ],
  [
    'widened',
    'error',
    'Widened: the output accepts traffic the source denied.',
    /an engineer must acknowledge each one before delivery/,
  ],
  [
    'narrowed',
    'warning',
    'Narrowed: the output denies traffic the source accepted.',
    /lets less through than its source/,
  ],
  ['unknown', 'info', 'Not proven', /not fully compared/],
  [
    'nothing_compared',
    'warning',
    'Nothing compared: the source yielded no rules (empty, cut short, the wrong vendor, or everything in a part not chosen).',
    /This run proves nothing\./,
  ],
  [
    'different',
    'error',
    'Different (older engine: re-run to see widened/narrowed)',
    /Run the conversion again/,
  ],
  [
    'equivalent_filtering',
    'info',
    'Equivalent (filtering only; NAT not compared by this engine version)',
    /did not compare address translations \(NAT\)/,
  ],
];

describe('VerificationView (issue 17 item 1)', { timeout: 20_000 }, () => {
  it.each(CASES)(
    'issue 17 item 1: %s has its own words and colour role %s; only equivalent is green',
    (status, colour, title, explanation) => {
      renderPanel(<VerificationView run={runWithVerdict(status)} />);
      const alert = screen.getByRole('alert');
      expect(alertColour(alert)).toBe(colour);
      expect(within(alert).getByText(title, { exact: status !== 'unknown' })).toBeVisible();
      expect(alert).toHaveTextContent(explanation);
      if (status !== 'equivalent') expect(alert.className).not.toMatch(/colorSuccess/);
    },
  );

  it('issue 17 item 1: lists widened and narrowed rules with the sample packet, both decisions and the source line', async () => {
    vi.mocked(api.fetchSourceText).mockResolvedValue(
      'hostname edge\naccess-list outside_in extended permit tcp any any eq ssh\nx\ny\n',
    );
    renderPanel(<VerificationView run={runWithVerdict('widened')} />);
    const widened = screen.getByRole('table', {
      name: 'Rules that let more through than their source',
    });
    const rows = within(widened).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1] as HTMLElement;
    expect(first).toHaveTextContent('outside_in:1');
    expect(first).toHaveTextContent(
      'tcp from 198.51.100.7 port 1024 (wan1) to 10.1.1.10 port 22 (internal1)',
    );
    expect(first).toHaveTextContent('Denied by the source default action');
    expect(first).toHaveTextContent('Allowed by FortiOS policy 1');
    await userEvent.click(within(first).getByRole('button', { name: 'Show asa-running.cfg:2' }));
    expect(await screen.findByLabelText('Source lines asa-running.cfg:2')).toHaveTextContent(
      'access-list outside_in extended permit tcp any any eq ssh',
    );
    expect(api.fetchSourceText).toHaveBeenCalledWith(9, 'f-source-1');
    expect(
      screen.getByRole('table', { name: 'Rules that let less through than their source' }),
    ).toHaveTextContent('Denied by the FortiOS default action');
  });

  it('issue 17 item 1: not proven names its reason and what was not compared', () => {
    renderPanel(<VerificationView run={runWithVerdict('unknown')} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Why: rule outside_in:9 matches on an application FortiOS cannot compare',
    );
    expect(screen.getByRole('region', { name: 'Not compared' })).toHaveTextContent(
      'policy outside_in:9 (asa-running.cfg:9): matches application ssh, which is not compared',
    );
  });

  it('issue 17 item 1: a run without verification says it proves nothing, not green', () => {
    renderPanel(
      <VerificationView run={makeRunDetail({ verdict: 'not_run', verification: null })} />,
    );
    const alert = screen.getByRole('alert');
    expect(alertColour(alert)).toBe('info');
    expect(alert).toHaveTextContent('It proves nothing about the output.');
  });

  it('issue 17 item 1: the run badges use the same words, green only for equivalent', () => {
    const verdicts = [
      'equivalent',
      'widened',
      'narrowed',
      'unknown',
      'nothing_compared',
      'not_run',
      'different',
      'equivalent_filtering',
    ] as const;
    renderPanel(
      <>
        {verdicts.map((verdict) => (
          <VerdictChip key={verdict} verdict={verdict} />
        ))}
      </>,
    );
    const chips = verdicts.map(
      (verdict) => document.querySelector(`[data-verdict="${verdict}"]`) as HTMLElement,
    );
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'Proven equivalent',
      'Widened',
      'Narrowed',
      'Not proven',
      'Nothing compared',
      'Not verified',
      'Different (older engine)',
      'Equivalent (filtering only)',
    ]);
    expect(chips.map((chip) => chip.dataset.verdictRole)).toEqual([
      'success',
      'error',
      'warning',
      'info',
      'warning',
      'info',
      'error',
      'info',
    ]);
  });

  it('issue 17 review item 2: an address translation that differs is listed as such, not as not compared', () => {
    const base = runWithVerdict('unknown');
    const verification = base.verification as TVerificationResult;
    const message =
      'source NAT differs for tcp 10.0.0.5:1024 -> 1.0.0.1:80 (internal -> wan1): the source translates it to pool 203.0.113.20-203.0.113.21, the output translates it to interface wan1 address';
    renderPanel(
      <VerificationView
        run={{
          ...base,
          verification: {
            ...verification,
            reason: `source NAT differs: policy 2 (asa-running.cfg:7): ${message}`,
            uncompared: [],
            natDifferences: [
              {
                kind: 'source',
                item: 'policy 2',
                origin: { file: 'asa-running.cfg', line: 7, endLine: 7 },
                message,
              },
            ],
          },
        }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Why: source NAT differs: policy 2');
    expect(
      screen.getByRole('region', { name: 'Address translations that differ' }),
    ).toHaveTextContent(`policy 2 (asa-running.cfg:7): ${message}`);
    expect(screen.queryByRole('region', { name: 'Not compared' })).toBeNull();
  });

  it('issue 17 review item 1: a widened finding from an output VIP says where the VIP sends the packet', () => {
    const base = runWithVerdict('widened');
    const verification = base.verification as TVerificationResult;
    const nat =
      'output VIP extra-vip (output line 40) translates 203.0.113.11 -> 10.1.0.22, which no source rule translates the same way';
    const [first] = verification.widened;
    renderPanel(
      <VerificationView
        run={{
          ...base,
          verification: {
            ...verification,
            widened: [{ ...(first as (typeof verification.widened)[number]), nat }],
            narrowed: [],
          },
        }}
      />,
    );
    const table = screen.getByRole('table', {
      name: 'Rules that let more through than their source',
    });
    expect(table).toHaveTextContent(nat);
  });
});
