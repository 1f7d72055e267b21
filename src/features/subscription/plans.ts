// A creator's subscription plans as a viewer sees them, and the subscribe choices they offer (reference §5.2).
// The profile's buttons and the "subscribe to view" panel of a locked video or gallery read them alike.
import { type SubscriptionType } from '@/config/constants';
import { moneyAmount } from '@/lib/money';
import { type SubscriptionPerformer } from './subscription-slice';

/**
 * Creator pricing for a subscribe call to action (from GET /performers/{id}): what the subscribe modal shows of
 * the creator, plus the viewer's standing with them.
 */
export interface CreatorPlans extends SubscriptionPerformer {
  usedFreeSubscription: boolean;
  isSubscribed: boolean;
}

export interface SubscriptionOption {
  type: SubscriptionType;
  title: string;
  action: string;
}

/** The subscribe buttons a viewer is offered: none once subscribed, the free trial only once. */
export function subscriptionOptions(
  plans: Pick<
    CreatorPlans,
    | 'isSubscribed'
    | 'monthlyPrice'
    | 'yearlyPrice'
    | 'isFreeSubscription'
    | 'usedFreeSubscription'
    | 'durationFreeSubscriptionDays'
  >,
  freeSubscriptionEnabled: boolean,
): SubscriptionOption[] {
  if (plans.isSubscribed) return [];
  const options: SubscriptionOption[] = [];
  if (plans.monthlyPrice > 0) {
    options.push({
      type: 'monthly',
      title: 'Monthly Subscription',
      action: `SUBSCRIBE FOR $${moneyAmount(plans.monthlyPrice)}`,
    });
  }
  if (plans.yearlyPrice > 0) {
    options.push({
      type: 'yearly',
      title: 'Yearly Subscription',
      action: `SUBSCRIBE FOR $${moneyAmount(plans.yearlyPrice)}`,
    });
  }
  if (freeSubscriptionEnabled && plans.isFreeSubscription && !plans.usedFreeSubscription) {
    const days = Math.max(1, plans.durationFreeSubscriptionDays || 1);
    options.push({
      type: 'free',
      title: 'Free Subscription',
      action: `SUBSCRIBE FOR FREE FOR ${days} ${days === 1 ? 'DAY' : 'DAYS'}`,
    });
  }
  return options;
}

/** What the subscribe modal shows of the creator, out of their plans. */
export function modalPerformer(plans: SubscriptionPerformer): SubscriptionPerformer {
  return {
    _id: plans._id,
    name: plans.name,
    username: plans.username,
    avatar: plans.avatar,
    monthlyPrice: plans.monthlyPrice,
    yearlyPrice: plans.yearlyPrice,
    isFreeSubscription: plans.isFreeSubscription,
    durationFreeSubscriptionDays: plans.durationFreeSubscriptionDays,
  };
}
