import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from '@/components/modal';

// As the layout does with the subscription modal: the modal is unmounted as soon as it closes.
function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Subscribe
      </button>
      {open ? (
        <Modal open title="Confirm subscription" onCancel={() => setOpen(false)} footer={null}>
          <button type="button">Inside</button>
        </Modal>
      ) : null}
    </>
  );
}

test('closing a modal with Escape gives the focus back to what opened it, even when it unmounts', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const opener = screen.getByRole('button', { name: 'Subscribe' });
  await user.click(opener);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(opener).toHaveFocus());
});
