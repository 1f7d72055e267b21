import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCheck, TextAreaField, TextListField } from '@/features/studio/components/text-fields';
import { DateTimeField } from '@/features/studio/components/date-time-field';
import { SelectField, StudioForm } from '@/features/studio/components/plain-fields';
import { useStudioForm } from '@/features/studio/components/use-studio-form';

interface Values {
  note: string;
  options: string[];
  when: string;
  kind: string;
}

const rules = {
  item: (text: string) => (text.trim() ? null : 'Fill it or remove it'),
  list: (items: string[]) => (items.filter((t) => t.trim()).length < 2 ? 'Two at least' : null),
};

function Harness({ onValid, initial }: { onValid: (v: Values) => void; initial?: Partial<Values> }) {
  const form = useStudioForm<Values>(
    'kit',
    { note: '', options: ['', ''], when: '', kind: 'a', ...initial },
    { options: listCheck(rules) },
    { options: 'Options' },
  );
  return (
    <StudioForm form={form} onValid={onValid} label="Kit">
      <TextAreaField form={form} field="note" label="Note" max={20} />
      <TextListField
        form={form}
        field="options"
        label="Options (at least 2)"
        itemName="Option"
        min={2}
        max={3}
        maxLength={10}
        rules={rules}
        addText="Add option"
      />
      <DateTimeField form={form} field="when" label="When" required={false} />
      <SelectField
        form={form}
        field="kind"
        label="Kind"
        options={[
          { value: 'a', label: 'A' },
          { value: 'b', label: 'B' },
        ]}
      />
      <button type="submit">Save</button>
    </StudioForm>
  );
}

describe('studio form kit: text, list, date-time and select fields', () => {
  it('counts the characters of a text area against its limit', async () => {
    render(<Harness onValid={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('Note'), 'Hello');
    expect(screen.getByText('5 / 20')).toBeInTheDocument();
    expect(screen.getByLabelText('Note')).toHaveAttribute('maxLength', '20');
  });

  it('adds options up to the maximum and removes them down to the minimum', async () => {
    render(<Harness onValid={jest.fn()} />);
    expect(screen.getByRole('group', { name: 'Options (at least 2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove option 1' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    expect(screen.getByLabelText('Option 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Option 3'), 'Third');
    await userEvent.click(screen.getByRole('button', { name: 'Remove option 1' }));
    expect(screen.queryByLabelText('Option 3')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Option 2')).toHaveValue('Third');
  });

  it('refuses a submit with an empty option: its message under it, the focus on it, the summary names the list', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} />);
    await userEvent.type(screen.getByLabelText('Option 1'), 'First');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).not.toHaveBeenCalled();
    const second = screen.getByLabelText('Option 2');
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveAccessibleDescription('Fill it or remove it');
    expect(screen.getByLabelText('Option 1')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('alert')).toHaveTextContent('Please check Options above.');
    // the refused submit focuses the field on the next frame
    await waitFor(() => expect(second).toHaveFocus());

    await userEvent.type(second, 'Second');
    expect(screen.queryByText('Fill it or remove it')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ options: ['First', 'Second'] }));
  });

  it('shows the chosen local time in UTC and describes the input with it', () => {
    render(<Harness onValid={jest.fn()} />);
    const input = screen.getByLabelText('When');
    expect(input).toHaveAttribute('type', 'datetime-local');
    expect(screen.queryByText(/UTC$/)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2030-05-06T07:08' } });
    const utc = screen.getByText(/UTC$/);
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining(utc.id));
  });

  it('names the form and picks a value from a native select', async () => {
    const onValid = jest.fn();
    render(<Harness onValid={onValid} initial={{ options: ['x', 'y'] }} />);
    expect(screen.getByRole('form', { name: 'Kit' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'b');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onValid).toHaveBeenCalledWith(expect.objectContaining({ kind: 'b' }));
  });
});
