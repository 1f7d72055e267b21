// "Change password" (UI contract): New password, Confirm password, Update password.
import { Button, Card, Form, Input } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { NewPasswordFields } from '@/components/account-fields';
import { passwordUpdateRequested, selectCurrentUser } from '../user-slice';
import { useUpdateFeedback } from './use-update-feedback';

export function PasswordForm() {
  const dispatch = useAppDispatch();
  const [form] = Form.useForm<{ currentPassword?: string; password: string; confirmPassword: string }>();
  // Accounts made with Google or X set a first password without one.
  const hasPassword = useAppSelector(selectCurrentUser)?.hasPassword ?? true;
  const { begin, updating } = useUpdateFeedback('password', () => form.resetFields());

  return (
    <Card title={<h2 style={{ fontSize: 18, margin: 0 }}>Change password</h2>} style={{ marginTop: 16 }}>
      <Form
        form={form}
        name="change-password"
        layout="vertical"
        requiredMark={false}
        onFinish={({ password, currentPassword }) => {
          begin();
          dispatch(passwordUpdateRequested({ password, currentPassword }));
        }}
      >
        {hasPassword ? (
          <Form.Item
            label="Current password"
            name="currentPassword"
            rules={[{ required: true, message: 'Enter your current password' }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
        ) : null}
        <NewPasswordFields label="New password" />
        <p className="muted">Changing your password signs you out on your other devices.</p>
        <Button type="primary" htmlType="submit" loading={updating}>
          Update password
        </Button>
      </Form>
    </Card>
  );
}
