// Report modal (reference §6.3): the fixed reason list as radios plus a description, POST /reports.
// Mounted by the creator profile now and by content pages later.
import { useState } from 'react';
import { Form, Input, Radio } from 'antd';
import { Modal } from '@/components/modal';
import { MESSAGES } from '@/config/constants';
import { useToast } from '@/components/toast-provider';
import { toSagaError } from '@/lib/request-saga';
import { sendReport } from '../api';
import {
  REPORT_DESCRIPTION_MAX,
  REPORT_REASONS,
  type ReportReason,
  type ReportTarget,
  reasonLabel,
} from '../types';
import { useIntent } from '@/lib/use-intent';

export interface ReportModalProps {
  open: boolean;
  onClose: () => void;
  target: ReportTarget;
  targetId: string;
  performerId?: string;
}

interface Values {
  title: ReportReason;
  description: string;
}

export const REPORT_SENT = 'Your report has been sent';

export function ReportModal({ open, onClose, target, targetId, performerId }: ReportModalProps) {
  const [form] = Form.useForm<Values>();
  const [sending, setSending] = useState(false);
  const [intentId, renewIntent] = useIntent();
  const toast = useToast();

  const onFinish = async (values: Values) => {
    setSending(true);
    try {
      const report = {
        target,
        targetId,
        performerId,
        title: values.title,
        description: values.description ?? '',
      };
      await sendReport(report, intentId);
      renewIntent();
      toast.success(REPORT_SENT);
      form.resetFields();
      onClose();
    } catch (err) {
      toast.error(toSagaError(err, MESSAGES.genericFallback).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title="Report"
      okText="Submit report"
      onOk={() => form.submit()}
      confirmLoading={sending}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="title"
          label="Reason"
          rules={[{ required: true, message: 'Please choose a reason' }]}
        >
          <Radio.Group
            style={{ display: 'flex', flexDirection: 'column', gap: 6 }}
            options={REPORT_REASONS.map((r) => ({ value: r, label: reasonLabel(r) }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label="Description"
          rules={[
            {
              max: REPORT_DESCRIPTION_MAX,
              message: `Description must be at most ${REPORT_DESCRIPTION_MAX} characters`,
            },
          ]}
        >
          <Input.TextArea
            rows={4}
            maxLength={REPORT_DESCRIPTION_MAX}
            placeholder="Tell us what is wrong (optional)"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
