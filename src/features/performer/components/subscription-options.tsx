// Subscribe buttons of a creator's profile (reference §5.2): shown while the viewer is not subscribed; each opens
// the global subscription modal (loaded on demand by BaseLayout). Visitors are sent to login, creators cannot
// subscribe. A subscribed fan reads how the subscription runs instead, with the way to manage it.
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { formatDay } from '@/lib/dates';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { type SubscriptionType } from '@/config/constants';
import { selectSettings } from '@/features/settings';
import { modalPerformer, subscriptionModalOpened, subscriptionOptions } from '@/features/subscription';
import { type PerformerProfile, type ProfileSubscription } from '../types';
import { LOGIN_REQUIRED_MESSAGE, useViewer } from '@/features/auth';
import styles from './profile.module.css';
import controlStyles from './creator-controls.module.css';

/** "Subscribed · renews on 24 Dec 2026"; once cancelled, until when access runs. */
export function subscribedLine(s: ProfileSubscription | null): string {
  if (!s) return 'Subscribed';
  if (s.autoRenew) return `Subscribed · renews on ${formatDay(s.nextRecurringDate || s.expiredAt)}`;
  if (s.cancelled) return `Subscribed · cancelled, access until ${formatDay(s.expiredAt)}`;
  if (s.subscriptionType === 'free') return `Subscribed · free trial until ${formatDay(s.expiredAt)}`;
  return `Subscribed · access until ${formatDay(s.expiredAt)}`;
}

function SubscribedState({ profile }: { profile: PerformerProfile }) {
  return (
    <section className={styles.section} aria-labelledby="subscribed-heading">
      <h2 id="subscribed-heading" className="sr-only">
        Subscription
      </h2>
      <div className={styles.plan}>
        <span className={styles.planTitle}>{subscribedLine(profile.subscription)}</span>
        <Link href={paths.user.subscriptions} className={controlStyles.btn}>
          Manage subscription
        </Link>
      </div>
    </section>
  );
}

export function SubscriptionOptions({ profile }: { profile: PerformerProfile }) {
  const dispatch = useAppDispatch();
  const { freeSubscriptionEnabled } = useAppSelector(selectSettings);
  const { role, gate } = useViewer();
  const options = subscriptionOptions(profile, freeSubscriptionEnabled);
  if (role === 'fan' && profile.isSubscribed) return <SubscribedState profile={profile} />;
  if (options.length === 0) return null;

  const open = (subscriptionType: SubscriptionType) =>
    dispatch(
      subscriptionModalOpened({
        subscriptionType,
        performer: modalPerformer(profile),
      }),
    );

  return (
    <section className={styles.section} aria-labelledby="subscribe-heading">
      <h2 id="subscribe-heading" style={{ fontSize: 16, margin: '0 0 8px' }}>
        Subscribe
      </h2>
      <div className={styles.plans}>
        {options.map((o) => (
          <div key={o.type} className={styles.plan}>
            <span className={styles.planTitle}>{o.title}</span>
            <button
              type="button"
              className={`${controlStyles.btn} ${controlStyles.btnPrimary}`}
              disabled={role === 'creator'}
              title={role === 'visitor' ? LOGIN_REQUIRED_MESSAGE : undefined}
              onClick={gate(() => open(o.type))}
            >
              {o.action}
            </button>
          </div>
        ))}
      </div>
    </section>
  );
}
