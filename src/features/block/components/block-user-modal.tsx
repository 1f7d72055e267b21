// "Block user" dialog: pick a user by search and give a reason (required, at most 200 characters). antd-free
// (issue 22): the plain dialog, the plain form state and the one-value ChipCombobox.
import { useEffect, useRef, useState } from 'react';
import { PlainDialog } from '@/components/plain-dialog';
import { PlainTextArea } from '@/components/plain-field';
import { ErrorSummary, usePlainForm } from '@/components/plain-form';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { BLOCK_REASON_MAX } from '../api';
import { selectBlockMutation, userBlockRequested } from '../block-slice';
import { type UserCard } from '../types';
import { UserPicker } from './user-picker';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';

interface Values {
  targetId: string;
  reason: string;
}

export function checkBlock(values: Values): Partial<Record<keyof Values, string>> {
  const reason = values.reason.trim();
  return {
    ...(values.targetId ? {} : { targetId: 'Please choose a user' }),
    ...(!reason
      ? { reason: 'Reason is required' }
      : values.reason.length > BLOCK_REASON_MAX
        ? { reason: `Reason must be at most ${BLOCK_REASON_MAX} characters` }
        : {}),
  };
}

const LABELS = { targetId: 'User', reason: 'Reason' };

interface Props {
  open: boolean;
  onClose: () => void;
}

function BlockUserDialog({ open, onClose }: Props) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const form = usePlainForm<Values>({
    initial: { targetId: '', reason: '' },
    check: checkBlock,
    idOf: (key) => `block-user-${key}`,
    labels: LABELS,
  });
  const mutation = useAppSelector(selectBlockMutation);
  const submitted = useRef<number | null>(null);
  const picked = useRef<UserCard | undefined>(undefined);
  const submitting = mutation.kind === 'block' && mutation.status === 'loading';

  // Close once our own block request succeeded (the page shows the toast).
  useEffect(() => {
    if (submitted.current === null || mutation.seq === submitted.current || mutation.kind !== 'block') return;
    if (mutation.status === 'succeeded') {
      submitted.current = null;
      onClose();
    } else if (mutation.status === 'failed') {
      submitted.current = null;
    }
  }, [mutation, onClose]);

  const confirm = () => {
    if (!form.submit()) return;
    const { targetId, reason } = form.values;
    submitted.current = mutation.seq;
    const target = picked.current?._id === targetId ? picked.current : undefined;
    dispatch(userBlockRequested({ targetId, reason: reason.trim(), target }));
  };

  const userId = form.field('targetId').id;
  const userError = form.errors.targetId;
  return (
    <PlainDialog
      open={open}
      title="Block user"
      confirmLabel="Block"
      busy={submitting}
      onConfirm={confirm}
      onCancel={onClose}
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <div className="pf-field">
          <label className="pf-label" htmlFor={userId}>
            User
          </label>
          <UserPicker
            id={userId}
            value={form.values.targetId || undefined}
            onChange={(v) => form.set('targetId', v ?? '')}
            onPick={(user) => {
              picked.current = user;
            }}
            invalid={Boolean(userError)}
            describedBy={userError ? `${userId}-error` : undefined}
          />
          {userError ? (
            <div className="pf-error" id={`${userId}-error`}>
              {userError}
            </div>
          ) : null}
        </div>
        <PlainTextArea {...form.field('reason')} rows={3} maxLength={BLOCK_REASON_MAX} />
        <ErrorSummary fields={form.failed} />
      </form>
    </PlainDialog>
  );
}

/** A fresh form at every opening (antd's destroyOnHidden). */
export function BlockUserModal({ open, onClose }: Props) {
  const [round, setRound] = useState(0);
  return (
    <BlockUserDialog
      key={round}
      open={open}
      onClose={() => {
        onClose();
        setRound((r) => r + 1);
      }}
    />
  );
}
