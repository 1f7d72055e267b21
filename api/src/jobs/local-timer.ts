// A task on this process's timer: never two runs at once (a tick that finds the last one running is skipped),
// errors go to the caller's catch, the timer never holds the process open.
export function everyLocal(ms: number, run: (tick: string) => Promise<void>): () => void {
  let running = false;
  let ticks = 0;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    ticks += 1;
    void run(`local-${ticks}`).finally(() => {
      running = false;
    });
  }, ms);
  timer.unref();
  return () => clearInterval(timer);
}
