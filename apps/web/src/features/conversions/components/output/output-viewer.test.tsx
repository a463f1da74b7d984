import type { TRunSummary } from '@fwmig/contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { TEST_CONFIG } from '../../../../test/test-config';
import { fakeConversionsApi } from '../../../../test/fake-conversions-api';
import { TOKEN_COLOURS } from './code-colours';
import { OutputViewer } from './output-viewer';
import { makeRun } from './run-fixture';
import { stubLayoutInTests } from './test-layout';

const api = fakeConversionsApi();
afterAll(api.install());

const OUTPUT = [
  'config firewall address',
  '    edit "branch-lan"',
  '        set subnet 192.168.50.0 255.255.255.0',
  '    next',
  'end',
  '',
].join('\n');

/** `count` address entries of three lines each, between config and end. */
function bigOutput(count: number) {
  const lines = ['config firewall address'];
  for (let n = 1; n <= count; n += 1)
    lines.push(
      `    edit "host-${n}"`,
      `        set subnet 10.0.0.${n % 250} 255.255.255.255`,
      '    next',
    );
  return [...lines, 'end'].join('\n');
}

function renderViewer(run: TRunSummary = makeRun()) {
  return render(
    <AppProviders config={TEST_CONFIG}>
      <OutputViewer ticketId={9} run={run} />
    </AppProviders>,
  );
}

const codeRegion = () => screen.findByRole('region', { name: 'FortiOS configuration of run 5' });
/** Text of the lines rendered now, line numbers left out. */
const shownLines = (region: HTMLElement) =>
  [...region.querySelectorAll('.code-text')].map((line) => line.textContent);

stubLayoutInTests();

afterEach(() => {
  vi.clearAllMocks();
});

describe('OutputViewer', { timeout: 20_000 }, () => {
  it('shows the configuration with its size and line count, keywords coloured', async () => {
    vi.mocked(api.fetchRunOutput).mockResolvedValue(OUTPUT);
    renderViewer(makeRun({ outputSize: 2048 }));
    const region = await codeRegion();
    expect(api.fetchRunOutput).toHaveBeenCalledWith(9, makeRun().id);
    expect(shownLines(region)).toEqual(OUTPUT.split('\n').slice(0, 5));
    expect(screen.getByText('5 lines · 2.0 KB')).toBeVisible();
    const keyword = within(region).getByText('config');
    expect(getComputedStyle(keyword).color).toBe('rgb(11, 79, 156)');
    expect(TOKEN_COLOURS.keyword).toBe('#0b4f9c');
    expect(getComputedStyle(within(region).getByText('"branch-lan"')).color).not.toBe(
      getComputedStyle(keyword).color,
    );
  });

  it('keeps line numbers out of what screen readers read', async () => {
    vi.mocked(api.fetchRunOutput).mockResolvedValue(OUTPUT);
    renderViewer();
    const region = await codeRegion();
    const number = within(region).getByText('3');
    expect(number.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(region).getByText('end').closest('[aria-hidden="true"]')).toBeNull();
  });

  it('renders only the lines in view of a 100,000-line output', async () => {
    vi.mocked(api.fetchRunOutput).mockResolvedValue(bigOutput(33_333));
    renderViewer();
    const region = await codeRegion();
    expect(screen.getByText(/^100,001 lines · /)).toBeVisible();
    const shown = shownLines(region);
    expect(shown.length).toBeGreaterThan(10);
    expect(shown.length).toBeLessThan(100);
    expect(shown[0]).toBe('config firewall address');
  });

  it('counts the matches of Find and jumps between them with Enter and the buttons', async () => {
    const user = userEvent.setup();
    vi.mocked(api.fetchRunOutput).mockResolvedValue(bigOutput(30_000));
    renderViewer();
    const region = await codeRegion();
    const find = screen.getByRole('textbox', { name: 'Find' });
    await user.type(find, 'HOST-2999');
    // host-2999 and host-29990 … host-29999.
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 11');
    await waitFor(() => expect(shownLines(region)).toContain('    edit "host-2999"'));
    expect(within(region).getAllByText('host-2999')[0]?.tagName).toBe('MARK');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2 of 11');
    await waitFor(() => expect(shownLines(region)).toContain('    edit "host-29990"'));

    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect(screen.getByRole('status')).toHaveTextContent('1 of 11');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status')).toHaveTextContent('11 of 11');
    await waitFor(() => expect(shownLines(region)).toContain('    edit "host-29999"'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('1 of 11');

    await user.clear(find);
    await user.type(find, 'no such thing');
    expect(await screen.findByText('No matches')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('downloads the output, busy while it does, and toasts a failure', async () => {
    const user = userEvent.setup();
    vi.mocked(api.fetchRunOutput).mockResolvedValue(OUTPUT);
    let fail: (error: unknown) => void = () => {};
    vi.mocked(api.downloadRunOutput).mockReturnValue(
      new Promise((_resolve, reject) => {
        fail = reject;
      }),
    );
    renderViewer();
    await codeRegion();
    const button = screen.getByRole('button', { name: 'Download' });
    await user.click(button);
    expect(api.downloadRunOutput).toHaveBeenCalledWith(9, { id: makeRun().id });
    expect(button).toBeDisabled();
    fail({ code: 'NOT_FOUND', message: 'Run 5 has no output.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Run 5 has no output.');
    expect(button).toBeEnabled();
  });

  it('copies the whole output', async () => {
    const user = userEvent.setup();
    vi.mocked(api.fetchRunOutput).mockResolvedValue(OUTPUT);
    renderViewer();
    await codeRegion();
    await user.click(screen.getByRole('button', { name: 'Copy all' }));
    expect(await navigator.clipboard.readText()).toBe(OUTPUT);
    expect(await screen.findByText('Copied 5 lines.')).toBeVisible();
  });

  it('says why loading failed and tries again', async () => {
    const user = userEvent.setup();
    vi.mocked(api.fetchRunOutput).mockRejectedValueOnce({ message: 'Network Error' });
    vi.mocked(api.fetchRunOutput).mockResolvedValueOnce(OUTPUT);
    renderViewer();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await codeRegion()).toBeVisible();
    expect(api.fetchRunOutput).toHaveBeenCalledTimes(2);
  });

  it('asks for nothing while the run has no output', () => {
    renderViewer(makeRun({ status: 'failed' }));
    expect(screen.getByText('Run 5 failed, so it wrote no configuration.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Download' })).toBeNull();
    expect(api.fetchRunOutput).not.toHaveBeenCalled();
  });
});
