// /creator/banking (reference §2.5): where payouts go. Banking (name, bank, account, routing, SWIFT, address)
// and PayPal (email, phone), private to the creator. Country, state and city come from the reference data. A payout by bank needs name and account; by PayPal, the email.
import { useEffect, useRef } from 'react';
import { Alert, Button, Form, Input, Skeleton, Tabs } from 'antd';
import { useToast } from '@/components/toast-provider';
import { MESSAGES } from '@/config/constants';
import { useIntent } from '@/lib/use-intent';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { useFeature } from '@/store/use-feature';
import { payoutFeature } from '../payout-feature';
import {
  bankingSaveRequested,
  payoutSettingsRequested,
  paypalSaveRequested,
  selectPayout,
} from '../payout-slice';
import { EMPTY_BANKING, type Banking, type Paypal } from '../types';
import { RegionFields } from '@/features/reference';

const BANK_FIELDS: {
  name: keyof Banking;
  label: string;
  /** the message when left empty (only required fields have one), written for people, not from the label */
  required?: string;
  max: number;
  autoComplete?: string;
}[] = [
  {
    name: 'firstName',
    label: 'First name',
    required: 'Please enter your first name',
    max: 100,
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'Last name',
    required: 'Please enter your last name',
    max: 100,
    autoComplete: 'family-name',
  },
  { name: 'bankName', label: 'Bank name', max: 100 },
  {
    name: 'bankAccount',
    label: 'Bank account (IBAN or number)',
    required: 'Please enter your bank account number or IBAN',
    max: 50,
  },
  { name: 'bankRouting', label: 'Routing number', max: 50 },
  { name: 'bankSwiftCode', label: 'SWIFT / BIC', max: 20 },
];

export function BankingSettings() {
  const dispatch = useAppDispatch();
  useFeature(payoutFeature);
  const toast = useToast();
  const { settings } = useAppSelector(selectPayout);
  const [bankForm] = Form.useForm<Banking>();
  const [paypalForm] = Form.useForm<Paypal>();
  const [intentKey, renew] = useIntent();
  const seen = useRef(settings.saved);

  useEffect(() => {
    dispatch(payoutSettingsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (settings.status !== 'succeeded') return;
    bankForm.setFieldsValue(settings.banking ?? EMPTY_BANKING);
    paypalForm.setFieldsValue(settings.paypal ?? { email: '', phoneNumber: '' });
  }, [settings.status, settings.banking, settings.paypal, bankForm, paypalForm]);
  useEffect(() => {
    if (settings.saved === seen.current) return;
    seen.current = settings.saved;
    renew();
    toast.success(MESSAGES.changesSaved);
  }, [settings.saved, renew, toast]);

  if (settings.status === 'idle' || settings.status === 'loading') return <Skeleton active />;
  const error = settings.error ? (
    <Alert type="error" showIcon role="alert" message={settings.error} style={{ marginBottom: 12 }} />
  ) : null;
  return (
    <Tabs
      items={[
        {
          key: 'banking',
          label: 'Banking',
          children: (
            <Form
              form={bankForm}
              layout="vertical"
              requiredMark={false}
              aria-label="Banking"
              onFinish={(values) =>
                dispatch(bankingSaveRequested({ values: { ...EMPTY_BANKING, ...values }, intentKey }))
              }
            >
              {BANK_FIELDS.map((f) => (
                <Form.Item
                  key={f.name}
                  name={f.name}
                  label={f.label}
                  rules={f.required ? [{ required: true, whitespace: true, message: f.required }] : []}
                >
                  <Input maxLength={f.max} autoComplete={f.autoComplete} />
                </Form.Item>
              ))}
              <RegionFields form={bankForm} />
              <Form.Item name="address" label="Address">
                <Input maxLength={200} autoComplete="street-address" />
              </Form.Item>
              {error}
              <Button type="primary" htmlType="submit" loading={settings.saving === 'banking'}>
                Save banking details
              </Button>
            </Form>
          ),
        },
        {
          key: 'paypal',
          label: 'PayPal',
          children: (
            <Form
              form={paypalForm}
              layout="vertical"
              requiredMark={false}
              aria-label="PayPal"
              onFinish={(values) =>
                dispatch(
                  paypalSaveRequested({
                    values: { email: values.email.trim(), phoneNumber: values.phoneNumber?.trim() ?? '' },
                  }),
                )
              }
            >
              <Form.Item
                name="email"
                label="PayPal email"
                rules={[
                  { required: true, type: 'email', message: 'Please enter the email of your PayPal account' },
                ]}
              >
                <Input maxLength={254} autoComplete="email" />
              </Form.Item>
              <Form.Item name="phoneNumber" label="Phone number">
                <Input maxLength={30} autoComplete="tel" />
              </Form.Item>
              {error}
              <Button type="primary" htmlType="submit" loading={settings.saving === 'paypal'}>
                Save PayPal details
              </Button>
            </Form>
          ),
        },
      ]}
    />
  );
}
