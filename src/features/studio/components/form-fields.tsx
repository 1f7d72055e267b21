// The pieces the studio forms (video, gallery, product) have in common: the form frame, the title / name,
// description, status, sale and price fields, and the footer (error, upload progress, save and cancel).
import type { ReactNode } from 'react';
import { Alert, Button, Form, Input, InputNumber, Progress, Radio, Switch, type FormProps } from 'antd';
import { required } from '@/components/form-rules';
import { priceRules } from '../form-helpers';
import { FormErrorSummary, LongForm } from '@/components/long-form';

export const TITLE_MAX = 200;

/** Vertical, at most 720 px wide, scrolled to the first error on a refused submit. */
/** An item editor: a LongForm (scroll to the first error, summary of what to fix after the buttons). */
export function StudioForm<T>({
  children,
  ...props
}: Omit<FormProps<T>, 'children'> & { children: ReactNode }) {
  return (
    <LongForm<T> layout="vertical" style={{ maxWidth: 720 }} {...props}>
      {children}
      <FormErrorSummary />
    </LongForm>
  );
}

/** A required line of text ("Title", "Name") of at most `max` characters. */
export function TextField({ label, name, max }: { label: string; name: string; max: number }) {
  return (
    <Form.Item
      label={label}
      name={name}
      rules={[
        required(`${label} is required`),
        { max, message: `${label} must be at most ${max} characters` },
      ]}
    >
      <Input maxLength={max} />
    </Form.Item>
  );
}

export function DescriptionField({ rows }: { rows: number }) {
  return (
    <Form.Item label="Description" name="description">
      <Input.TextArea rows={rows} />
    </Form.Item>
  );
}

interface ChoiceProps {
  label: string;
  name: string;
  options: { value: string; label: string }[];
}

/** One of a few values, as radio buttons. */
export function ChoiceField({ label, name, options }: ChoiceProps) {
  return (
    <Form.Item label={label} name={name}>
      <Radio.Group options={options} />
    </Form.Item>
  );
}

const STATUS_OPTIONS = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

export function StatusField() {
  return <ChoiceField label="Status" name="status" options={STATUS_OPTIONS} />;
}

export function SwitchField({ label, name }: { label: string; name: string }) {
  return (
    <Form.Item label={label} name={name} valuePropName="checked">
      <Switch />
    </Form.Item>
  );
}

export const NUMBER_INPUT_STYLE = { width: '100%', maxWidth: 220 };

export function PriceField() {
  return (
    <Form.Item label="Price ($)" name="price" rules={priceRules}>
      <InputNumber style={NUMBER_INPUT_STYLE} step={0.01} precision={2} inputMode="decimal" />
    </Form.Item>
  );
}

/** The "For sale" switch and, while it is on, the price. */
export function SaleFields({ isSale }: { isSale: boolean }) {
  return (
    <>
      <SwitchField label="For sale" name="isSale" />
      {isSale ? <PriceField /> : null}
    </>
  );
}

interface FooterProps {
  error: string | null;
  /** the request is running */
  busy: boolean;
  /** upload forms only: the multipart request's progress while it runs, else null */
  percent?: number | null;
  submitText: string;
  /** default: "Cancel upload" while a request runs, else "Cancel" */
  cancelText?: string;
  /** a running upload is aborted by the caller */
  onCancel: () => void;
}

export function FormFooter({ error, busy, percent, submitText, cancelText, onCancel }: FooterProps) {
  const uploads = percent !== undefined;
  const cancelLabel = cancelText ?? (busy ? 'Cancel upload' : 'Cancel');
  return (
    <>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} /> : null}
      {uploads && percent !== null ? (
        <Progress percent={percent} aria-label="Upload progress" status="active" />
      ) : null}
      {/* upload forms keep room under their progress bar */}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: uploads ? 8 : undefined }}>
        <Button type="primary" htmlType="submit" loading={busy}>
          {submitText}
        </Button>
        <Button onClick={onCancel}>{cancelLabel}</Button>
      </div>
    </>
  );
}
