// "Change password" (UI contract): New password, Confirm password, Update password. antd-free (issue 22).
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NewPasswordFields } from '@/components/account-fields';
import { failedOnly } from '@/components/account-checks';
import { checkConfirm, checkPassword } from '@/components/form-rules';
import { PlainField } from '@/components/plain-field';
import { usePlainForm } from '@/components/plain-form';
import controls from '@/components/plain-controls.module.css';
import { passwordUpdateRequested, selectCurrentUser } from '../user-slice';
import { useUpdateFeedback } from './use-update-feedback';

interface Values {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const LABELS: Record<keyof Values, string> = {
  currentPassword: 'Current password',
  password: 'New password',
  confirmPassword: 'Confirm password',
};
const EMPTY: Values = { currentPassword: '', password: '', confirmPassword: '' };

export function PasswordForm() {
  // a saved password empties the form: a new round of it is mounted
  const [round, setRound] = useState(0);
  const { begin, updating } = useUpdateFeedback('password', () => setRound((r) => r + 1));
  return (
    <section className="plain-card" style={{ marginTop: 16 }} aria-labelledby="change-password-title">
      <h2 id="change-password-title" style={{ fontSize: 18, margin: '0 0 16px' }}>
        Change password
      </h2>
      <PasswordFields key={round} begin={begin} updating={updating} />
    </section>
  );
}

function PasswordFields({ begin, updating }: { begin: () => void; updating: boolean }) {
  const dispatch = useAppDispatch();
  // Accounts made with Google or X set a first password without one.
  const hasPassword = useAppSelector(selectCurrentUser)?.hasPassword ?? true;
  const form = usePlainForm<Values>({
    initial: EMPTY,
    check: (v) =>
      failedOnly<Values>({
        currentPassword: hasPassword && !v.currentPassword ? 'Enter your current password' : '',
        password: checkPassword(v.password, LABELS.password),
        confirmPassword: checkConfirm(v.confirmPassword, v.password),
      }),
    idOf: (key) => `change-password_${key}`,
    labels: LABELS,
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit()) return;
    const { password, currentPassword } = form.values;
    begin();
    dispatch(
      passwordUpdateRequested({ password, currentPassword: hasPassword ? currentPassword : undefined }),
    );
  };

  return (
    <form name="change-password" noValidate onSubmit={onSubmit}>
      {hasPassword ? (
        <PlainField {...form.field('currentPassword')} revealable autoComplete="current-password" />
      ) : null}
      <NewPasswordFields form={form} />
      <p className="muted">Changing your password signs you out on your other devices.</p>
      <button
        type="submit"
        className={`${controls.btn} ${controls.primary}`}
        aria-busy={updating}
        disabled={updating}
      >
        Update password
      </button>
    </form>
  );
}
