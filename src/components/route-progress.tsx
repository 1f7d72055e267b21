// Thin top progress bar while a client navigation runs (the app's route-change loader).
import { useEffect, useRef, useState } from 'react';
import Router from 'next/router';

export function RouteProgress() {
  const [width, setWidth] = useState(0);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  useEffect(() => {
    const stop = () => {
      if (timer.current) clearInterval(timer.current);
      timer.current = null;
    };
    const start = (_url: string, { shallow }: { shallow: boolean }) => {
      if (shallow) return;
      stop();
      setVisible(true);
      setWidth(8);
      timer.current = setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.15 : w)), 200);
    };
    const done = () => {
      stop();
      setWidth(100);
      setTimeout(() => {
        setVisible(false);
        setWidth(0);
      }, 250);
    };
    Router.events.on('routeChangeStart', start);
    Router.events.on('routeChangeComplete', done);
    Router.events.on('routeChangeError', done);
    return () => {
      stop();
      Router.events.off('routeChangeStart', start);
      Router.events.off('routeChangeComplete', done);
      Router.events.off('routeChangeError', done);
    };
  }, []);

  if (!visible) return null;
  return <div className="route-progress" style={{ width: `${width}%` }} aria-hidden />;
}
