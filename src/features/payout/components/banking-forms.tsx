// The two forms of /creator/banking (antd-free, issue 22): banking (name, bank, account, routing, SWIFT, where the
// creator lives, address) and PayPal (email, phone). A payout by bank needs name and account; by PayPal, the
// email. Each form is mounted with what is saved and sends through the payout saga.
import type { FormEvent } from 'react';
import { checkEmail } from '@/components/form-rules';
import { PlainField } from '@/components/plain-field';
import { type FieldErrors, usePlainForm } from '@/components/plain-form';
import controls from '@/components/plain-controls.module.css';
import { RegionFields } from '@/features/reference';
import { EMPTY_BANKING, type Banking, type Paypal } from '../types';

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

const BANK_LABELS: Record<keyof Banking, string> = {
  ...(Object.fromEntries(BANK_FIELDS.map((f) => [f.name, f.label])) as Record<keyof Banking, string>),
  country: 'Country',
  state: 'State',
  city: 'City',
  address: 'Address',
};

function checkBanking(v: Banking): FieldErrors<Banking> {
  const errors: FieldErrors<Banking> = {};
  for (const f of BANK_FIELDS) if (f.required && !v[f.name].trim()) errors[f.name] = f.required;
  return errors;
}

interface FormProps<T> {
  saved: T;
  saving: boolean;
  /** the error of the last load or save, shown above the button */
  error: React.ReactNode;
  onSave: (values: T) => void;
}

export function BankingForm({ saved, saving, error, onSave }: FormProps<Banking>) {
  const form = usePlainForm<Banking>({
    // EMPTY_BANKING's key order is the fields' order on the page
    initial: { ...EMPTY_BANKING, ...saved },
    check: checkBanking,
    idOf: (key) => `banking_${key}`,
    labels: BANK_LABELS,
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (form.submit()) onSave({ ...EMPTY_BANKING, ...form.values });
  };
  return (
    <form aria-label="Banking" name="banking" noValidate onSubmit={onSubmit}>
      {BANK_FIELDS.map((f) => (
        <PlainField key={f.name} {...form.field(f.name)} maxLength={f.max} autoComplete={f.autoComplete} />
      ))}
      <RegionFields form={form} />
      <PlainField {...form.field('address')} maxLength={200} autoComplete="street-address" />
      {error}
      <SaveButton saving={saving}>Save banking details</SaveButton>
    </form>
  );
}

const PAYPAL_LABELS: Record<keyof Paypal, string> = { email: 'PayPal email', phoneNumber: 'Phone number' };

export function PaypalForm({ saved, saving, error, onSave }: FormProps<Paypal>) {
  const form = usePlainForm<Paypal>({
    initial: { email: saved.email ?? '', phoneNumber: saved.phoneNumber ?? '' },
    check: (v) => (checkEmail(v.email) ? { email: 'Please enter the email of your PayPal account' } : {}),
    idOf: (key) => `paypal_${key}`,
    labels: PAYPAL_LABELS,
  });
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const v = form.values;
    if (form.submit()) onSave({ email: v.email.trim(), phoneNumber: v.phoneNumber.trim() });
  };
  return (
    <form aria-label="PayPal" name="paypal" noValidate onSubmit={onSubmit}>
      <PlainField
        {...form.field('email')}
        maxLength={254}
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
      />
      <PlainField {...form.field('phoneNumber')} type="tel" maxLength={30} autoComplete="tel" />
      {error}
      <SaveButton saving={saving}>Save PayPal details</SaveButton>
    </form>
  );
}

function SaveButton({ saving, children }: { saving: boolean; children: string }) {
  return (
    <button
      type="submit"
      className={`${controls.btn} ${controls.primary}`}
      aria-busy={saving}
      disabled={saving}
    >
      {children}
    </button>
  );
}
