// "Block user" modal: pick a user by search and give a reason (required, at most 200 characters).
import { useEffect, useRef } from 'react';
import { Form, Input } from 'antd';
import { Modal } from '@/components/modal';
import { required } from '@/components/form-rules';
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

interface Props {
  open: boolean;
  onClose: () => void;
}

export function BlockUserModal({ open, onClose }: Props) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const [form] = Form.useForm<Values>();
  const mutation = useAppSelector(selectBlockMutation);
  const submitted = useRef<number | null>(null);
  const picked = useRef<UserCard | undefined>(undefined);
  const submitting = mutation.kind === 'block' && mutation.status === 'loading';

  // Close once our own block request succeeded (the page shows the toast).
  useEffect(() => {
    if (submitted.current === null || mutation.seq === submitted.current || mutation.kind !== 'block') return;
    if (mutation.status === 'succeeded') {
      submitted.current = null;
      form.resetFields();
      onClose();
    } else if (mutation.status === 'failed') {
      submitted.current = null;
    }
  }, [mutation, form, onClose]);

  const onFinish = (values: Values) => {
    submitted.current = mutation.seq;
    const target = picked.current?._id === values.targetId ? picked.current : undefined;
    dispatch(userBlockRequested({ targetId: values.targetId, reason: values.reason.trim(), target }));
  };

  return (
    <Modal
      open={open}
      title="Block user"
      okText="Block"
      onOk={() => form.submit()}
      confirmLoading={submitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item name="targetId" label="User" rules={[{ required: true, message: 'Please choose a user' }]}>
          <UserPicker
            aria-label="User"
            onPick={(user) => {
              picked.current = user;
            }}
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label="Reason"
          rules={[
            required('Reason is required'),
            { max: BLOCK_REASON_MAX, message: `Reason must be at most ${BLOCK_REASON_MAX} characters` },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={BLOCK_REASON_MAX} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
