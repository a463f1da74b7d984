import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginInfoBox, type TLoginInfo } from './login-info-box';

const INFO: TLoginInfo = {
  company: 'Acme Networks',
  masterUser: 'master@acme.example',
  iamUser: 'ops-admin',
  systemId: 'SYS-000123',
};

const INFO_TEXT =
  'Company: Acme Networks\nMaster User: master@acme.example\nIAM User: ops-admin\nSystem ID: SYS-000123';

/** Puts a clipboard on navigator after userEvent.setup(), which installs its own stub. */
function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

function copyButton() {
  return screen.getByRole('button', { name: 'Copy login information' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('LoginInfoBox', () => {
  it('S2-71: shows company, master user, IAM user and system id under their labels', () => {
    render(<LoginInfoBox info={INFO} />);
    const box = screen.getByRole('region', { name: 'Login information' });
    const labels = within(box).getAllByRole('term');
    const values = within(box).getAllByRole('definition');
    expect(labels.map((label) => label.textContent)).toEqual([
      'Company',
      'Master User',
      'IAM User',
      'System ID',
    ]);
    expect(values.map((value) => value.textContent)).toEqual([
      'Acme Networks',
      'master@acme.example',
      'ops-admin',
      'SYS-000123',
    ]);
  });

  it('shows a dash for empty values, on screen and in the copied text', async () => {
    const user = userEvent.setup();
    render(<LoginInfoBox info={{ ...INFO, iamUser: '', systemId: ' ' }} />);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['Acme Networks', 'master@acme.example', '-', '-']);

    await user.click(copyButton());
    expect(await navigator.clipboard.readText()).toBe(
      'Company: Acme Networks\nMaster User: master@acme.example\nIAM User: -\nSystem ID: -',
    );
  });

  it('S2-72: the copy button puts the login information on the clipboard and says Copied', async () => {
    const user = userEvent.setup();
    render(<LoginInfoBox info={INFO} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();

    await user.click(copyButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    expect(await navigator.clipboard.readText()).toBe(INFO_TEXT);
  });

  it('S2-72: "Copied" goes away after 2 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<LoginInfoBox info={INFO} />);

    await user.click(copyButton());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Copied'));
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Copied');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('says how to copy by hand when the browser has no clipboard API', async () => {
    const user = userEvent.setup();
    setClipboard(undefined);
    render(<LoginInfoBox info={INFO} />);

    await user.click(copyButton());
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Copy failed — select the text and copy it',
      ),
    );
    expect(screen.getByRole('region', { name: 'Login information' })).toBeInTheDocument();
  });

  it('says how to copy by hand when writing to the clipboard is refused', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    setClipboard({ writeText });
    render(<LoginInfoBox info={INFO} />);

    await user.click(copyButton());
    expect(writeText).toHaveBeenCalledWith(INFO_TEXT);
    expect(await screen.findByText('Copy failed — select the text and copy it')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });
});
