// Toasts for the profile/password sagas (spec §4 "User update", §8): "Changes saved" on success, the server
// message or "Error occurred, please try again later" on failure. The hook only reports on the request
// its own form started, so two forms on a page never both react.
import { useCallback, useEffect, useRef } from 'react';
import { useNotify } from '@/components/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { MESSAGES } from '@/config/constants';
import { selectUserUpdate, updateStatusCleared } from '../user-slice';

export type UpdateKind = 'profile' | 'password';

export function useUpdateFeedback(kind: UpdateKind, onSuccess?: () => void) {
  const dispatch = useAppDispatch();
  const message = useNotify();
  const { updating, updateSuccess, updatedPassword, error } = useAppSelector(selectUserUpdate);
  const pending = useRef(false);
  const successRef = useRef(onSuccess);
  useEffect(() => {
    successRef.current = onSuccess;
  });

  useEffect(() => {
    if (!pending.current || updating) return;
    const ok = kind === 'password' ? updatedPassword : updateSuccess;
    if (ok) {
      message.success(MESSAGES.changesSaved);
      successRef.current?.();
    } else if (error) {
      message.error(error.message || MESSAGES.updateFallback);
    } else {
      return;
    }
    pending.current = false;
    dispatch(updateStatusCleared());
  }, [kind, updating, updateSuccess, updatedPassword, error, message, dispatch]);

  /** Call right before dispatching the request. */
  const begin = useCallback(() => {
    pending.current = true;
  }, []);

  return { begin, updating };
}
