// "Change password" (UI contract): New password, Confirm password, Update password.
import { Button, Card, Form, Input } from 'antd';
import { useAppDispatch } from '@/store/hooks';
import { confirmRules, passwordRules } from '@/components/form-rules';
import { passwordUpdateRequested } from '../user-slice';
import { useUpdateFeedback } from './use-update-feedback';

export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ password: string; confirmPassword: string }>();
  const { begin, updating } = useUpdateFeedback('password', () => form.resetFields());

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Change password</h2>} style={{ marginTop: 16 }}>
      <Form
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={({ password }) => {
          begin();
          dispatch(passwordUpdateRequested({ password }));
        }}
      >
        <Form.Item label="New password" name="password" rules={passwordRules('New password')}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirmPassword"
          dependencies={['password']}
          rules={confirmRules()}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={updating}>
          Update password
        </Button>
      </Form>
    </Card>
  );
}
