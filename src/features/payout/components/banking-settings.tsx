// /creator/banking (reference §2.5): where payouts go. Banking and PayPal details, private to the creator, in two
// tabs (banking-forms). antd-free (issue 22): the creator studio's JS budget.
import { useEffect, useRef } from 'react';
import { useNotify } from '@/components/notify';
import { PlainNotice } from '@/components/plain-notice';
import { SimpleTabs } from '@/components/simple-tabs';
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
import { EMPTY_BANKING } from '../types';
import { BankingForm, PaypalForm } from './banking-forms';

export function BankingSettings() {
  const dispatch = useAppDispatch();
  useFeature(payoutFeature);
  const toast = useNotify();
  const { settings } = useAppSelector(selectPayout);
  const [intentKey, renew] = useIntent();
  const seen = useRef(settings.saved);

  useEffect(() => {
    dispatch(payoutSettingsRequested());
  }, [dispatch]);
  useEffect(() => {
    if (settings.saved === seen.current) return;
    seen.current = settings.saved;
    renew();
    toast.success(MESSAGES.changesSaved);
  }, [settings.saved, renew, toast]);

  if (settings.status === 'idle' || settings.status === 'loading')
    return (
      <p role="status" className="muted">
        Loading your payout details…
      </p>
    );
  const error = settings.error ? <PlainNotice type="error" title={settings.error} /> : null;
  return (
    <SimpleTabs
      label="Payout method"
      items={[
        {
          key: 'banking',
          label: 'Banking',
          children: (
            // mounted again with what a later load brings
            <BankingForm
              key={settings.status}
              saved={settings.banking ?? EMPTY_BANKING}
              saving={settings.saving === 'banking'}
              error={error}
              onSave={(values) => dispatch(bankingSaveRequested({ values, intentKey }))}
            />
          ),
        },
        {
          key: 'paypal',
          label: 'PayPal',
          children: (
            <PaypalForm
              key={settings.status}
              saved={settings.paypal ?? { email: '', phoneNumber: '' }}
              saving={settings.saving === 'paypal'}
              error={error}
              onSave={(values) => dispatch(paypalSaveRequested({ values }))}
            />
          ),
        },
      ]}
    />
  );
}
