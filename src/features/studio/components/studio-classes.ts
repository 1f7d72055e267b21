// The studio's control classes for the features that build studio pages with the kit (posts, received orders):
// their buttons, notices, filters and table states look like the rest of the studio, light and dark, without a
// second copy of the CSS.
import styles from './studio.module.css';

export const studioClasses = {
  btn: styles.btn,
  primary: styles.primary,
  danger: styles.danger,
  alert: styles.alert,
  warning: styles.warning,
  filters: styles.filters,
  actions: styles.actions,
  empty: styles.empty,
  loading: styles.loading,
};
