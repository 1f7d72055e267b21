// The antd-free select of one or several values (components/chip-combobox.tsx) and the server search behind a
// picker (components/use-remote-search.ts): chips, the ARIA combobox and listbox, keys, late answers dropped.
import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChipCombobox, type ComboOption } from '@/components/chip-combobox';
import { useRemoteSearch } from '@/components/use-remote-search';
import { PlainTextArea } from '@/components/plain-field';

const COUNTRIES: ComboOption[] = [
  { value: 'DE', label: 'Germany', image: '/flags/de.svg' },
  { value: 'FR', label: 'France' },
  { value: 'GE', label: 'Georgia' },
];

function Countries({ initial = [] as string[], onChange = jest.fn() }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="c">Blocked countries</label>
      <ChipCombobox
        id="c"
        multiple
        filter
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        options={COUNTRIES}
        emptyText="No country matches"
      />
    </>
  );
}

describe('ChipCombobox', () => {
  it('filters the list as a name is typed and picks with the mouse; the pick becomes a chip', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Countries onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Blocked countries' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).not.toBeInTheDocument(); // options only while the list is open
    await user.type(box, 'ge');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Germany', 'Georgia']);
    await user.click(screen.getByRole('option', { name: 'Germany' }));
    expect(onChange).toHaveBeenLastCalledWith(['DE']);
    expect(screen.getByRole('option', { name: 'Germany' })).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveFocus(); // the list stays open for another pick
    await user.type(box, 'x');
    expect(screen.getByText('No country matches')).toBeInTheDocument();
  });

  it('is driven by the keyboard: arrows, Enter, Escape, Backspace', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Countries initial={['FR']} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Remove France' })).toBeInTheDocument();
    const box = screen.getByRole('combobox', { name: 'Blocked countries' });
    await user.click(box);
    await user.keyboard('{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(active && document.getElementById(active)).toHaveTextContent('France');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['FR', 'DE']);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['FR']);
    await user.click(screen.getByRole('button', { name: 'Remove France' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('holds one value unless multiple, closes on a pick, and keeps a searched label on its chip', async () => {
    const user = userEvent.setup();
    function One() {
      const [value, setValue] = useState<string[]>([]);
      const [options, setOptions] = useState<ComboOption[]>([]);
      return (
        <>
          <label htmlFor="u">User</label>
          <ChipCombobox
            id="u"
            value={value}
            onChange={setValue}
            options={options}
            onSearch={(q) => setOptions(q ? [{ value: 'u1', label: `Demo Fan (@${q})` }] : [])}
            emptyText="No users found"
          />
        </>
      );
    }
    render(<One />);
    const box = screen.getByRole('combobox', { name: 'User' });
    await user.click(box);
    // a server search says nothing before anything is typed
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'demo-fan');
    await user.click(screen.getByRole('option', { name: 'Demo Fan (@demo-fan)' }));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('');
    // the search emptied its options: the chip keeps the name it was picked by
    expect(screen.getByRole('button', { name: 'Remove Demo Fan (@demo-fan)' })).toBeInTheDocument();
  });
});

describe('useRemoteSearch', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches once the typing pauses and drops an answer that arrives after a newer search', async () => {
    const answers: Record<string, (v: string[]) => void> = {};
    const search = jest.fn((q: string) => new Promise<string[]>((resolve) => (answers[q] = resolve)));
    const { result } = renderHook(() => useRemoteSearch(search, 500));
    act(() => result.current.type('de'));
    act(() => result.current.type('dem'));
    expect(result.current.loading).toBe(true);
    act(() => jest.advanceTimersByTime(499));
    expect(search).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenLastCalledWith('dem');
    act(() => result.current.type('demo'));
    act(() => jest.advanceTimersByTime(500));
    await act(async () => answers.demo(['new']));
    await act(async () => answers.dem(['old']));
    expect(result.current.found).toEqual(['new']);
    expect(result.current.loading).toBe(false);
    // an emptied field empties the list without a search
    act(() => result.current.type(' '));
    expect(result.current.found).toEqual([]);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it('keeps a failure until the next answer', async () => {
    const search = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(['ok']);
    const { result } = renderHook(() => useRemoteSearch(search, 10));
    act(() => result.current.type('a'));
    await act(async () => jest.advanceTimersByTime(10));
    expect(result.current.failed).toBe(true);
    act(() => result.current.type('ab'));
    await act(async () => jest.advanceTimersByTime(10));
    expect(result.current.failed).toBe(false);
    expect(result.current.found).toEqual(['ok']);
  });
});

describe('PlainTextArea', () => {
  it('is labelled, counts its characters and announces its error', () => {
    render(
      <PlainTextArea
        id="reason"
        label="Reason"
        value="Spam"
        onChange={jest.fn()}
        maxLength={200}
        error="Reason is required"
      />,
    );
    const area = screen.getByLabelText('Reason');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(area).toHaveAccessibleDescription('Reason is required 4 / 200');
  });
});
