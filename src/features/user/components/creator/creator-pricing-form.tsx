// "Pricing" tab (reference §5.2): free-trial switch revealing its duration (1-30 days), monthly and yearly
// prices validated against the site's min/max, default live price. antd-free (issue 22): the amounts are typed
// as text (a decimal keyboard on phones), shown with cents as antd's InputNumber did, and converted on save.
import type { FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { FieldPair } from '@/components/account-fields';
import { failedOnly } from '@/components/account-checks';
import { PlainField } from '@/components/plain-field';
import { FormSubmit, usePlainForm } from '@/components/plain-form';
import { PlainSwitch } from '@/components/plain-switch';
import { selectSettings } from '@/features/settings';
import { profileUpdateRequested, selectCurrentUser } from '../../user-slice';
import { useUpdateFeedback } from '../use-update-feedback';
import { FREE_TRIAL_DAYS, yearlyPriceNote } from './pricing-note';
import { amountText, checkAmount, checkNotNegative, toAmount } from './pricing-checks';

export { FREE_TRIAL_DAYS, yearlyPriceNote };

export interface PricingValues {
  monthlyPrice?: number;
  yearlyPrice?: number;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays?: number;
  publicChatPrice?: number;
  privateChatPrice?: number;
}

/** The form's own values: the amounts as typed. */
interface Typed {
  monthlyPrice: string;
  yearlyPrice: string;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays: string;
  publicChatPrice: string;
  privateChatPrice: string;
}

const LABELS: Record<keyof Typed, string> = {
  monthlyPrice: 'Monthly price',
  yearlyPrice: 'Yearly price',
  isFreeSubscription: 'Free trial',
  durationFreeSubscriptionDays: 'Free trial days',
  publicChatPrice: 'Default live price',
  privateChatPrice: 'Private show price per minute',
};

export function CreatorPricingForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { minimumSubscriptionPrice: min, maximumSubscriptionPrice: max } = useAppSelector(selectSettings);
  const { begin, updating } = useUpdateFeedback('profile');
  const form = usePlainForm<Typed>({
    initial: {
      monthlyPrice: amountText(user?.monthlyPrice, 2),
      yearlyPrice: amountText(user?.yearlyPrice, 2),
      isFreeSubscription: Boolean(user?.isFreeSubscription),
      durationFreeSubscriptionDays: amountText(user?.durationFreeSubscriptionDays || FREE_TRIAL_DAYS.min, 0),
      publicChatPrice: amountText(user?.publicChatPrice ?? 0, 2),
      privateChatPrice: amountText(user?.privateChatPrice ?? 0, 2),
    },
    check: (v) =>
      failedOnly<Typed>({
        monthlyPrice: checkAmount(v.monthlyPrice, LABELS.monthlyPrice, min, max, true),
        yearlyPrice: checkAmount(v.yearlyPrice, LABELS.yearlyPrice, min, max, true),
        durationFreeSubscriptionDays: v.isFreeSubscription
          ? checkAmount(
              v.durationFreeSubscriptionDays,
              LABELS.durationFreeSubscriptionDays,
              FREE_TRIAL_DAYS.min,
              FREE_TRIAL_DAYS.max,
              false,
            )
          : '',
        publicChatPrice: checkNotNegative(v.publicChatPrice, 'Default live price'),
        privateChatPrice: checkNotNegative(v.privateChatPrice, 'Private show price'),
      }),
    idOf: (key) => `creator-pricing_${key}`,
    labels: LABELS,
  });
  const v = form.values;
  const note = yearlyPriceNote(toAmount(v.monthlyPrice, 2), toAmount(v.yearlyPrice, 2));

  /** An amount field: a decimal keyboard, and its figure written out in full (cents) when the field is left. */
  const amount = (key: 'monthlyPrice' | 'yearlyPrice' | 'publicChatPrice' | 'privateChatPrice') => ({
    ...form.field(key),
    prefix: '$',
    inputMode: 'decimal' as const,
    autoComplete: 'off',
    onBlur: () => {
      const n = toAmount(v[key], 2);
      if (n !== undefined && amountText(n, 2) !== v[key]) form.set(key, amountText(n, 2));
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!form.submit()) return;
    const free = v.isFreeSubscription;
    begin();
    dispatch(
      profileUpdateRequested({
        monthlyPrice: toAmount(v.monthlyPrice, 2),
        yearlyPrice: toAmount(v.yearlyPrice, 2),
        isFreeSubscription: free,
        ...(free ? { durationFreeSubscriptionDays: toAmount(v.durationFreeSubscriptionDays, 0) } : {}),
        publicChatPrice: toAmount(v.publicChatPrice, 2) ?? 0,
        privateChatPrice: toAmount(v.privateChatPrice, 2) ?? 0,
      }),
    );
  };

  return (
    <form name="creator-pricing" noValidate onSubmit={onSubmit}>
      <FieldPair>
        <PlainField {...amount('monthlyPrice')} />
        <PlainField {...amount('yearlyPrice')} />
      </FieldPair>
      {note ? (
        <p
          className={note.kind === 'warning' ? 'pf-alert' : 'muted'}
          role={note.kind === 'warning' ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      ) : null}
      <PlainSwitch
        id={form.field('isFreeSubscription').id}
        label={LABELS.isFreeSubscription}
        checked={v.isFreeSubscription}
        onChange={(on) => form.set('isFreeSubscription', on)}
      />
      {v.isFreeSubscription ? (
        <PlainField
          {...form.field('durationFreeSubscriptionDays')}
          inputMode="numeric"
          autoComplete="off"
          hint={`Between ${FREE_TRIAL_DAYS.min} and ${FREE_TRIAL_DAYS.max} days`}
        />
      ) : null}
      <PlainField
        {...amount('publicChatPrice')}
        hint="What fans pay to join your live streams ($0 for free)"
      />
      <PlainField
        {...amount('privateChatPrice')}
        hint="What a subscribed fan pays for each started minute of a one-to-one show ($0: you take no private shows)"
      />
      <FormSubmit failed={form.failed} busy={updating} label="Save pricing" />
    </form>
  );
}
