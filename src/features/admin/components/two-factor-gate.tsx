// Nothing of the console shows before two-factor: an operator without an authenticator sets one up first, one
// whose session has not passed the code step types a code (or a recovery code). A page whose call is refused
// with a two-factor code later (the session changed) sends the operator back here through useConsoleGate.
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { toApiError } from '@/lib/api-error';
import { getTwoFactorStatus } from '../api';
import { stepForError, stepOf, type GateStep } from '../two-factor-state';
import { TwoFactorEnrolment } from './two-factor-enrolment';
import { TwoFactorCode } from './two-factor-code';
import styles from './admin.module.css';

interface Gate {
  /** an /admin call failed: back to the two-factor step it asks for, if that is why */
  refused: (error: unknown) => boolean;
}

const GateContext = createContext<Gate>({ refused: () => false });

export const useConsoleGate = () => useContext(GateContext);

export function TwoFactorGate({ children }: { children: ReactNode }) {
  const [step, setStep] = useState<GateStep>('loading');
  const [error, setError] = useState('');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getTwoFactorStatus().then(
      (status) => current && setStep(stepOf(status)),
      (err: unknown) => {
        if (!current) return;
        setError(toApiError(err, 'The console could not be reached').message);
        setStep('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = () => {
    setStep('loading');
    setAttempt((a) => a + 1);
  };

  const gate = useMemo<Gate>(
    () => ({
      refused: (err) => {
        const next = stepForError(err);
        if (next) setStep(next);
        return next !== null;
      },
    }),
    [],
  );

  if (step === 'loading')
    return (
      <p className="container" role="status">
        Loading the console…
      </p>
    );
  if (step === 'failed')
    return (
      <div className="container">
        <p className={styles.error} role="alert">
          {error}
        </p>
        <button type="button" className={styles.btn} onClick={retry}>
          Try again
        </button>
      </div>
    );
  if (step === 'enrol') return <TwoFactorEnrolment onDone={() => setStep('open')} />;
  if (step === 'code') return <TwoFactorCode onDone={() => setStep('open')} />;
  return <GateContext.Provider value={gate}>{children}</GateContext.Provider>;
}
