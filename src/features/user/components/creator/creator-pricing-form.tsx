// "Pricing" tab (reference §5.2): free-trial switch revealing its duration (1-30 days), monthly and yearly
// prices validated against the site's min/max, default live price.
import { Button, Col, Form, InputNumber, Row, Switch } from 'antd';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { intRangeRules, priceRangeRules } from '@/components/form-rules';
import { selectSettings } from '@/features/settings';
import { profileUpdateRequested, selectCurrentUser } from '../../user-slice';
import { useUpdateFeedback } from '../use-update-feedback';
import { FormErrorSummary, LongForm } from '@/components/long-form';
import { formatMoney } from '@/lib/money';

export const FREE_TRIAL_DAYS = { min: 1, max: 30 } as const;

/**
 * What the creator should know about the yearly price against twelve months of the monthly one: the fans'
 * saving (info), or a warning when the yearly plan is worth nothing (below one month) or costs more.
 */
export function yearlyPriceNote(
  monthly: number | undefined,
  yearly: number | undefined,
): { kind: 'info' | 'warning'; text: string } | null {
  if (!monthly || !yearly || monthly <= 0 || yearly <= 0) return null;
  const twelve = Math.round(monthly * 12 * 100) / 100;
  if (yearly < monthly) {
    return {
      kind: 'warning',
      text: `The yearly price is less than one month (${formatMoney(monthly)}): is that intended?`,
    };
  }
  if (yearly > twelve) {
    return {
      kind: 'warning',
      text: `The yearly plan costs more than 12 monthly payments (${formatMoney(twelve)}): fans will pick monthly.`,
    };
  }
  if (yearly < twelve) {
    const saving = Math.round((1 - yearly / twelve) * 100);
    return {
      kind: 'info',
      text: `Fans save ${saving}% with the yearly plan (12 months cost ${formatMoney(twelve)}).`,
    };
  }
  return null;
}

export interface PricingValues {
  monthlyPrice?: number;
  yearlyPrice?: number;
  isFreeSubscription: boolean;
  durationFreeSubscriptionDays?: number;
  publicChatPrice?: number;
  privateChatPrice?: number;
}

export function CreatorPricingForm() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const { minimumSubscriptionPrice: min, maximumSubscriptionPrice: max } = useAppSelector(selectSettings);
  const { begin, updating } = useUpdateFeedback('profile');
  const [form] = Form.useForm<PricingValues>();
  const freeTrial = Form.useWatch('isFreeSubscription', form);
  const note = yearlyPriceNote(Form.useWatch('monthlyPrice', form), Form.useWatch('yearlyPrice', form));

  const initial: PricingValues = {
    monthlyPrice: user?.monthlyPrice,
    yearlyPrice: user?.yearlyPrice,
    isFreeSubscription: Boolean(user?.isFreeSubscription),
    durationFreeSubscriptionDays: user?.durationFreeSubscriptionDays || FREE_TRIAL_DAYS.min,
    publicChatPrice: user?.publicChatPrice ?? 0,
    privateChatPrice: user?.privateChatPrice ?? 0,
  };

  const onFinish = (v: PricingValues) => {
    begin();
    dispatch(
      profileUpdateRequested({
        monthlyPrice: v.monthlyPrice,
        yearlyPrice: v.yearlyPrice,
        isFreeSubscription: Boolean(v.isFreeSubscription),
        ...(v.isFreeSubscription ? { durationFreeSubscriptionDays: v.durationFreeSubscriptionDays } : {}),
        publicChatPrice: v.publicChatPrice ?? 0,
        privateChatPrice: v.privateChatPrice ?? 0,
      }),
    );
  };

  return (
    <LongForm<PricingValues>
      form={form}
      name="creator-pricing"
      layout="vertical"
      requiredMark={false}
      initialValues={initial}
      onFinish={onFinish}
    >
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Monthly price"
            name="monthlyPrice"
            rules={priceRangeRules('Monthly price', min, max)}
          >
            <InputNumber prefix="$" min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            label="Yearly price"
            name="yearlyPrice"
            rules={priceRangeRules('Yearly price', min, max)}
          >
            <InputNumber prefix="$" min={0} step={0.01} precision={2} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      {note ? (
        <p
          className={note.kind === 'warning' ? 'pf-alert' : 'muted'}
          role={note.kind === 'warning' ? 'alert' : 'status'}
        >
          {note.text}
        </p>
      ) : null}
      <Form.Item label="Free trial" name="isFreeSubscription" valuePropName="checked">
        <Switch />
      </Form.Item>
      {freeTrial ? (
        <Form.Item
          label="Free trial days"
          name="durationFreeSubscriptionDays"
          rules={intRangeRules('Free trial days', FREE_TRIAL_DAYS.min, FREE_TRIAL_DAYS.max)}
          extra={`Between ${FREE_TRIAL_DAYS.min} and ${FREE_TRIAL_DAYS.max} days`}
        >
          <InputNumber min={0} step={1} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Form.Item
        label="Default live price"
        name="publicChatPrice"
        rules={[
          {
            validator: (_r, v) =>
              v === null || v === undefined || Number(v) >= 0
                ? Promise.resolve()
                : Promise.reject(new Error('Default live price cannot be negative')),
          },
        ]}
        extra="What fans pay to join your live streams ($0 for free)"
      >
        <InputNumber prefix="$" min={0} step={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Private show price per minute"
        name="privateChatPrice"
        rules={[
          {
            validator: (_r, v) =>
              v === null || v === undefined || Number(v) >= 0
                ? Promise.resolve()
                : Promise.reject(new Error('Private show price cannot be negative')),
          },
        ]}
        extra="What a subscribed fan pays for each started minute of a one-to-one show ($0: you take no private shows)"
      >
        <InputNumber prefix="$" min={0} step={0.01} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <FormErrorSummary />
      <Button type="primary" htmlType="submit" loading={updating}>
        Save pricing
      </Button>
    </LongForm>
  );
}
