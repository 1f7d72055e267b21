// One file picked for a multipart form (video, teaser, thumbnail, product image, digital file): the file stays
// in the form until submit, checked locally for type and size first.
import { useId, type ReactNode } from 'react';
import { Button, Form, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { megabytes, uploadValue } from '@/components/file-rules';
import { ACCEPT, fileRules, type FileSpec } from '../form-helpers';

interface Props {
  name: string;
  spec: FileSpec;
  required: boolean;
  disabled?: boolean;
  /** what is saved now (edit forms), shown above the picker */
  current?: ReactNode;
  hint?: string;
}

export function FileField({ name, spec, required, disabled, current, hint }: Props) {
  const id = useId();
  const noun = spec.label.toLowerCase();
  return (
    <Form.Item
      label={spec.label}
      required={required}
      htmlFor={id}
      extra={hint ?? `Up to ${megabytes(spec.max)}`}
    >
      {current ? <div style={{ marginBottom: 8 }}>{current}</div> : null}
      <Form.Item
        noStyle
        name={name}
        valuePropName="fileList"
        getValueFromEvent={uploadValue}
        rules={fileRules(spec, required)}
      >
        <Upload
          id={id}
          accept={ACCEPT[spec.kind]}
          maxCount={1}
          beforeUpload={() => false}
          disabled={disabled}
        >
          <Button icon={<UploadOutlined aria-hidden />} disabled={disabled}>
            {current ? `Replace ${noun}` : `Choose ${noun}`}
          </Button>
        </Upload>
      </Form.Item>
    </Form.Item>
  );
}
