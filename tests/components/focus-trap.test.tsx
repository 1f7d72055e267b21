import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FocusTrap, tabbables } from '@/components/focus-trap';
import { Drawer, Modal } from '@/components/modal';

function PlainHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <div role="dialog" aria-label="Plain dialog">
          <FocusTrap>
            <p>Pick a plan</p>
            <input type="radio" name="plan" aria-label="Monthly" />
            <input type="radio" name="plan" aria-label="Yearly" defaultChecked />
            <button type="button" disabled>
              Disabled
            </button>
            <button type="button" onClick={() => setOpen(false)}>
              Close
            </button>
          </FocusTrap>
        </div>
      ) : null}
      <button type="button">After</button>
    </>
  );
}

test('a radio group is one Tab stop (its checked radio) and disabled controls are skipped', () => {
  render(<PlainHarness />);
  const div = document.createElement('div');
  div.innerHTML = `<input type="radio" name="a"><input type="radio" name="a" checked><button disabled>x</button>
    <a href="/x">link</a><span tabindex="-1">no</span><div hidden><button>hidden</button></div>`;
  document.body.append(div);
  expect(tabbables(div).map((el) => el.outerHTML)).toEqual([
    '<input type="radio" name="a" checked="">',
    '<a href="/x">link</a>',
  ]);
  div.remove();
});

test('a plain dialog takes the focus on open and Tab / Shift+Tab cycle inside it', async () => {
  const user = userEvent.setup();
  render(<PlainHarness />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const yearly = screen.getByRole('radio', { name: 'Yearly' });
  const close = screen.getByRole('button', { name: 'Close' });
  // the first stop is the group's checked radio
  await waitFor(() => expect(yearly).toHaveFocus());
  await user.tab();
  expect(close).toHaveFocus();
  for (let i = 0; i < 10; i += 1) {
    await user.tab();
    expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true);
  }
  close.focus();
  await user.tab();
  expect(yearly).toHaveFocus();
  await user.tab({ shift: true });
  expect(close).toHaveFocus();
});

function ModalHarness({ kind }: { kind: 'modal' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const body = (
    <>
      <label>
        Note <input />
      </label>
      <button type="button" onClick={() => setOpen(false)}>
        Done
      </button>
    </>
  );
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      {kind === 'modal' ? (
        <Modal open={open} title="Confirm subscription" onCancel={() => setOpen(false)} footer={null}>
          {body}
        </Modal>
      ) : (
        <Drawer open={open} title="Profile menu" onClose={() => setOpen(false)}>
          {body}
        </Drawer>
      )}
      <button type="button">Behind</button>
    </>
  );
}

test.each(['modal', 'drawer'] as const)(
  'the antd %s keeps Tab inside and gives the focus back on Escape',
  async (kind) => {
    const user = userEvent.setup();
    render(<ModalHarness kind={kind} />);
    const opener = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus());
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(document.activeElement).not.toBe(dialog);
    }
    screen.getByRole('button', { name: 'Close' }).focus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  },
);
