// The one call to action of a locked item (reference §5.1/§5.7/§5.9): the creator's subscribe buttons (they
// open the global subscription modal) or "Pay $X" (the wallet's unlock dialog; the item reloads in place).
// Visitors are asked to log in; creators cannot unlock another creator's content (buttons disabled).
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { unlockDialogOpened } from '@/features/wallet';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectSettings } from '@/features/settings';
import {
  type CreatorPlans,
  modalPerformer,
  subscriptionModalOpened,
  subscriptionOptions,
} from '@/features/subscription';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/auth';
import { formatPrice, type AssetPerformer } from '../media';
import styles from './asset-controls.module.css';
import mediaStyles from './asset-media.module.css';

const CREATOR_TITLE = 'Creators cannot unlock other creators’ content';

interface SubscribeProps {
  performer: AssetPerformer | null;
  /** the creator's plans (loaded with the page); null when they could not be read */
  plans: CreatorPlans | null;
}

/** Plans from the asset's creator card when the profile could not be read (it carries the prices). */
function plansFromCard(performer: AssetPerformer | null): CreatorPlans | null {
  if (
    !performer ||
    (performer.monthlyPrice <= 0 && performer.yearlyPrice <= 0 && !performer.isFreeSubscription)
  ) {
    return null;
  }
  return { ...performer, usedFreeSubscription: false, isSubscribed: false };
}

export function SubscribeButtons({ performer, plans: loaded }: SubscribeProps) {
  const dispatch = useAppDispatch();
  const { freeSubscriptionEnabled } = useAppSelector(selectSettings);
  const { role, gate } = useViewer();
  const plans = loaded ?? plansFromCard(performer);
  const options = plans
    ? subscriptionOptions({ ...plans, isSubscribed: false }, freeSubscriptionEnabled)
    : [];
  const profileId = plans?.username || performer?.username || plans?._id || performer?._id || '';

  if (!plans || options.length === 0) {
    // no plan to offer here: the creator's profile has the subscribe buttons
    return profileId ? (
      <Link className={mediaStyles.lockLink} href={paths.profile(profileId)}>
        See subscription options on the creator’s profile
      </Link>
    ) : null;
  }

  return (
    <div className={mediaStyles.lockPlans}>
      {options.map((o) => (
        <button
          key={o.type}
          type="button"
          className={`${styles.btn} ${styles.btnPrimary}`}
          disabled={role === 'creator'}
          title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : role === 'creator' ? CREATOR_TITLE : undefined}
          onClick={gate(() =>
            dispatch(
              subscriptionModalOpened({
                subscriptionType: o.type,
                performer: modalPerformer(plans),
              }),
            ),
          )}
        >
          {o.action}
        </button>
      ))}
    </div>
  );
}

interface PayProps {
  kind: 'video' | 'gallery';
  id: string;
  price: number;
  /** e.g. "this video" */
  itemLabel: string;
  /** button text; default "PAY $X TO UNLOCK" */
  label?: string;
}

export function PayToUnlockButton({ kind, id, price, itemLabel, label }: PayProps) {
  const dispatch = useAppDispatch();
  const { role, gate } = useViewer();
  return (
    <button
      type="button"
      className={`${styles.btn} ${styles.btnPrimary} ${styles.btnLarge}`}
      disabled={role === 'creator'}
      title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : role === 'creator' ? CREATOR_TITLE : undefined}
      onClick={gate(() => dispatch(unlockDialogOpened({ kind, id, price, title: itemLabel })))}
    >
      {label ?? `PAY ${formatPrice(price)} TO UNLOCK`}
    </button>
  );
}
