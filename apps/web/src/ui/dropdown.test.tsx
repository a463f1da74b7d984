import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dropdown, type TDropdownProps } from './dropdown';
import {
  DROPDOWN_PANEL_MAX_HEIGHT,
  DROPDOWN_ROW_HEIGHT,
  DROPDOWN_VIRTUALISE_OVER,
} from './dropdown-constants';
import type { TDropdownOption } from './dropdown-options';
import { ModalDialog } from './modal-dialog';

const FRUITS: TDropdownOption[] = [
  { id: 'a', name: 'Apple' },
  { id: 'b', name: 'Banana', disabled: true },
  { id: 'c', name: 'Cherry' },
  { id: 'd', name: 'Pineapple' },
];

function numbered(count: number): TDropdownOption[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `o${index}`,
    name: `Option ${index}`,
  }));
}

type THarnessProps = Partial<TDropdownProps> & { options: TDropdownOption[] };

/** A Dropdown holding its own value, with a button after it to see where Tab goes. */
function Harness({ onChange, value = null, ...props }: THarnessProps) {
  const [current, setCurrent] = useState(value);
  return (
    <>
      <Dropdown
        label="Fruit"
        {...props}
        value={current}
        onChange={(id) => {
          setCurrent(id);
          onChange?.(id);
        }}
      />
      <button type="button">after</button>
    </>
  );
}

/** The trigger; found before opening, since an open panel hides the page from the a11y tree. */
function trigger(name = 'Fruit'): HTMLElement {
  return screen.getByRole('combobox', { name, hidden: true });
}

function optionNames(): string[] {
  return screen.getAllByRole('option').map((option) => option.textContent ?? '');
}

describe('Dropdown', () => {
  it('S2-95: opens on a click with a focused search input whose placeholder is Search', async () => {
    const user = userEvent.setup();
    render(<Harness options={FRUITS} />);
    const combobox = trigger();
    expect(combobox).toHaveAttribute('aria-haspopup', 'listbox');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(combobox);
    const search = screen.getByPlaceholderText('Search');
    await waitFor(() => expect(search).toHaveFocus());
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);
    expect(search).toHaveAttribute('aria-controls', listbox.id);
    expect(optionNames()).toEqual(['Apple', 'Banana', 'Cherry', 'Pineapple']);
  });

  it('filters by name ignoring case and says No Data when nothing matches', async () => {
    const user = userEvent.setup();
    render(<Harness options={FRUITS} />);
    await user.click(trigger());
    await user.type(screen.getByPlaceholderText('Search'), 'APPLE');
    expect(optionNames()).toEqual(['Apple', 'Pineapple']);
    await user.type(screen.getByPlaceholderText('Search'), 'z');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No Data');
  });

  it('a click chooses an option, closes and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={FRUITS} onChange={onChange} />);
    const combobox = trigger();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'Cherry' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c');
    expect(combobox).toHaveValue('Cherry');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('S5-5: a disabled option cannot be chosen by click or keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={FRUITS} onChange={onChange} />);
    await user.click(trigger());
    const banana = screen.getByRole('option', { name: 'Banana' });
    expect(banana).toHaveAttribute('aria-disabled', 'true');
    await user.click(banana);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    // Apple is active; ArrowDown skips Banana.
    const search = screen.getByPlaceholderText('Search');
    await user.keyboard('{ArrowDown}');
    expect(search).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: 'Cherry' }).id,
    );
  });

  it('is usable by keyboard alone: open, move, choose, and Escape or Tab to close', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={FRUITS} value="c" onChange={onChange} />);
    const combobox = trigger();
    await user.tab();
    expect(combobox).toHaveFocus();

    await user.keyboard('{Enter}');
    const search = screen.getByPlaceholderText('Search');
    await waitFor(() => expect(search).toHaveFocus());
    const active = () =>
      document.getElementById(search.getAttribute('aria-activedescendant') ?? '')?.textContent;
    // The chosen option is active on opening, and marked selected.
    expect(active()).toBe('Cherry');
    expect(screen.getByRole('option', { name: 'Cherry' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe('Apple');
    await user.keyboard('{End}');
    expect(active()).toBe('Pineapple');
    await user.keyboard('{Home}');
    expect(active()).toBe('Apple');

    await user.keyboard('{Escape}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    await user.keyboard('{Tab}');
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(combobox).toHaveFocus());

    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('d');
    expect(combobox).toHaveValue('Pineapple');
    await waitFor(() => expect(combobox).toHaveFocus());
  });

  it('typing on the trigger opens it and starts the search', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={FRUITS} onChange={onChange} />);
    trigger().focus();
    await user.keyboard('c');
    const search = screen.getByPlaceholderText('Search');
    await waitFor(() => expect(search).toHaveFocus());
    expect(search).toHaveValue('c');
    await user.keyboard('h{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('without search, the listbox takes focus and Space chooses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={FRUITS} searchable={false} onChange={onChange} />);
    await user.click(trigger());
    expect(screen.queryByPlaceholderText('Search')).not.toBeInTheDocument();
    const listbox = screen.getByRole('listbox', { name: 'Fruit' });
    await waitFor(() => expect(listbox).toHaveFocus());
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('c');
  });

  it('lists grouped options under headers, groups in order of first appearance', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        options={[
          { id: '1', name: 'Oak', group: 'Trees' },
          { id: '2', name: 'Rose', group: 'Flowers' },
          { id: '3', name: 'Moss' },
          { id: '4', name: 'Elm', group: 'Trees', style: { fontStyle: 'italic' } },
        ]}
      />,
    );
    await user.click(trigger());
    const items = within(screen.getByRole('listbox')).getAllByRole('presentation');
    expect(items.map((item) => item.textContent)).toEqual(['Trees', 'Flowers']);
    const listText = screen.getByRole('listbox').textContent;
    expect(listText).toBe('MossTreesOakElmFlowersRose');
    expect(optionNames()).toEqual(['Moss', 'Oak', 'Elm', 'Rose']);
    expect(screen.getByRole('option', { name: 'Elm' })).toHaveStyle({ fontStyle: 'italic' });

    await user.type(screen.getByPlaceholderText('Search'), 'r');
    expect(screen.getByRole('listbox').textContent).toBe('FlowersRose');
  });

  it('shows an error under the field, marks it invalid and required', () => {
    render(<Harness options={FRUITS} error="Pick a fruit" required placeholder="Choose" />);
    const combobox = trigger();
    expect(combobox).toBeRequired();
    expect(screen.getByText('*')).toHaveClass('MuiFormLabel-asterisk');
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Pick a fruit');
    expect(combobox).toHaveAttribute('placeholder', 'Choose');
    expect(screen.getByText('Pick a fruit')).toHaveClass('Mui-error');
  });

  it('does not open when disabled', async () => {
    const user = userEvent.setup();
    render(<Harness options={FRUITS} disabled />);
    await user.click(trigger());
    expect(trigger()).toBeDisabled();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('works inside a modal dialog: Escape closes only the panel, focus stays in the dialog', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onChange = vi.fn();
    render(
      <ModalDialog open title="Pick" onCancel={onCancel}>
        <Harness options={FRUITS} onChange={onChange} />
      </ModalDialog>,
    );
    const combobox = screen.getByRole('combobox', { name: 'Fruit' });
    await user.click(combobox);
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await waitFor(() => expect(combobox).toHaveFocus());

    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByPlaceholderText('Search')).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('a');
    await waitFor(() => expect(combobox).toHaveFocus());
    expect(screen.getByRole('dialog', { name: 'Pick' })).toBeVisible();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('S9-30: the open panel has a computed max-height of 480 px', async () => {
    const user = userEvent.setup();
    render(<Harness options={FRUITS} />);
    await user.click(trigger());
    const paper = screen.getByRole('listbox').closest('.MuiPaper-root');
    expect(paper).not.toBeNull();
    expect(getComputedStyle(paper as Element).maxHeight).toBe(`${DROPDOWN_PANEL_MAX_HEIGHT}px`);
    expect(DROPDOWN_PANEL_MAX_HEIGHT).toBe(480);
  });
});

describe('Dropdown with a long list', () => {
  const restores: (() => void)[] = [];

  /** jsdom lays nothing out and cannot scroll: give elements a size and a scrollTo. */
  function stub(name: string, descriptor: PropertyDescriptor) {
    Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
    restores.push(() => Reflect.deleteProperty(HTMLElement.prototype, name));
  }

  beforeEach(() => {
    stub('clientHeight', { get: () => DROPDOWN_PANEL_MAX_HEIGHT });
    stub('clientWidth', { get: () => 300 });
    stub('offsetHeight', { get: () => DROPDOWN_ROW_HEIGHT });
    stub('scrollHeight', { get: () => 10_000 * DROPDOWN_ROW_HEIGHT });
    stub('scrollTo', {
      value(this: HTMLElement, options: ScrollToOptions) {
        if (options.top !== undefined) this.scrollTop = options.top;
        this.dispatchEvent(new Event('scroll'));
      },
    });
  });

  afterEach(() => {
    restores.splice(0).forEach((restore) => restore());
  });

  it('S9-29: with 151 options the list stays in the DOM, hidden, while closed', async () => {
    const user = userEvent.setup();
    expect(DROPDOWN_VIRTUALISE_OVER).toBe(150);
    render(<Harness options={numbered(DROPDOWN_VIRTUALISE_OVER + 1)} />);
    const combobox = trigger();
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(listbox).not.toBeVisible();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-controls', listbox.id);

    await user.click(combobox);
    await waitFor(() => expect(screen.getByRole('listbox')).toBe(listbox));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(listbox).not.toBeVisible());
    expect(listbox).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('S9-29: with 150 options the list is not kept while closed', async () => {
    const user = userEvent.setup();
    render(<Harness options={numbered(DROPDOWN_VIRTUALISE_OVER)} />);
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
    await user.click(trigger());
    expect(screen.getAllByRole('option')).toHaveLength(DROPDOWN_VIRTUALISE_OVER);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument(),
    );
  });

  it('renders a few of 10,000 options, scrolls to the active one and picks a searched one', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness options={numbered(10_000)} onChange={onChange} />);
    const combobox = trigger();
    await user.click(combobox);
    const search = screen.getByPlaceholderText('Search');
    await waitFor(() => expect(search).toHaveFocus());
    const rendered = screen.getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(5);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-setsize', '10000');

    // End moves to the last option, which the list scrolls into the DOM.
    await user.keyboard('{End}');
    const last = await screen.findByRole('option', { name: 'Option 9999' });
    expect(search).toHaveAttribute('aria-activedescendant', last.id);
    expect(screen.getAllByRole('option').length).toBeLessThan(50);

    await user.type(search, 'option 9990');
    expect(optionNames()).toEqual(['Option 9990']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('o9990');
    expect(combobox).toHaveValue('Option 9990');
    await waitFor(() => expect(combobox).toHaveFocus());
  });
});
