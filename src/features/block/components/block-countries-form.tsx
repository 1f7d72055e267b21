// Countries this creator blocks (POST /block/countries {countryCodes}), preloaded from their profile. antd-free
// (issue 22): the reference feature's country multi-select, plain buttons and notes, toasts through useNotify.
import { useOnNewSeq } from '@/lib/use-new-seq';
import { useEffect, useState } from 'react';
import { MESSAGES } from '@/config/constants';
import { useNotify } from '@/components/notify';
import { CountryMultiSelect } from '@/features/reference';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import {
  blockedCountriesRequested,
  blockedCountriesSaveRequested,
  selectBlockedCountries,
} from '../block-slice';
import { useFeature } from '@/store/use-feature';
import { blockFeature } from '../block-feature';
import styles from './block.module.css';

const FIELD = 'block-countries';

export function BlockCountriesForm() {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const notify = useNotify();
  const { codes, status, error, saveStatus, saveError, saveSeq } = useAppSelector(selectBlockedCountries);

  useEffect(() => {
    dispatch(blockedCountriesRequested());
  }, [dispatch]);

  useOnNewSeq(saveSeq, () => {
    if (saveStatus === 'succeeded') notify.success(MESSAGES.changesSaved);
    else if (saveStatus === 'failed') notify.error(saveError?.message || MESSAGES.genericFallback);
  });

  if (status === 'idle' || status === 'loading') {
    return (
      <div role="status" aria-label="Loading your blocked countries">
        <div className={styles.skeleton} />
      </div>
    );
  }
  if (status === 'failed') {
    return (
      <div className={`pf-alert ${styles.alert}`} role="alert">
        <p>{error?.message || MESSAGES.genericFallback}</p>
        <button type="button" className={styles.btn} onClick={() => dispatch(blockedCountriesRequested())}>
          Retry
        </button>
      </div>
    );
  }

  return <CountriesForm saved={codes} saving={saveStatus === 'loading'} />;
}

/** The choice, from what the server holds once it arrived. */
function CountriesForm({ saved, saving }: { saved: string[]; saving: boolean }) {
  const dispatch = useAppDispatch();
  useFeature(blockFeature);
  const [chosen, setChosen] = useState<string[]>(saved);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        dispatch(blockedCountriesSaveRequested({ countryCodes: chosen }));
      }}
    >
      <div className="pf-field">
        <label className="pf-label" htmlFor={FIELD}>
          Blocked countries
        </label>
        <CountryMultiSelect id={FIELD} value={chosen} onChange={setChosen} describedBy={`${FIELD}-hint`} />
        <div className="pf-hint" id={`${FIELD}-hint`}>
          Visitors from these countries cannot see your profile or your content.
        </div>
      </div>
      <button type="submit" className={styles.primary} disabled={saving} aria-busy={saving || undefined}>
        {saving ? 'Saving…' : 'Save'}
      </button>
    </form>
  );
}
