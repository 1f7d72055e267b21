// What a server render hands the browser in `__NEXT_DATA__` (issue 22, "cheap renders"): the slices the request
// changed, and only the names of those it left at their initial state. A slice no step of the request touched is
// the very object its reducer starts with (reducers hand back the state they were given when an action is not
// theirs), so the test is one comparison per slice, no walk. The browser's store starts from those same initial
// states, and every slice's HYDRATE keeps its own state when its key is missing: the browser ends with the same
// state as from the whole one (tests/store/hand-over.test.ts), minus ~6 kB of JSON per page.

/** The key naming the slices left out because they are at their initial state (never a slice's key). */
export const AT_START_KEY = '@@atStart';

type State = Record<string, unknown>;

/** The state to serialise: every slice not identical to `pristine`'s, plus the names of those that are. */
export function handOverState(whole: object, initial: object): State {
  const state = whole as State;
  const pristine = initial as State;
  const handed: State = {};
  const atStart: string[] = [];
  for (const key of Object.keys(state)) {
    if (key in pristine && state[key] === pristine[key]) atStart.push(key);
    else handed[key] = state[key];
  }
  if (atStart.length) handed[AT_START_KEY] = atStart;
  return handed;
}

/** The slices of a handed-over state, without the list of names (what HYDRATE and a preloaded store take). */
export function slicesOf(handed: State): State {
  if (!(AT_START_KEY in handed)) return handed;
  const { [AT_START_KEY]: _names, ...slices } = handed;
  return slices;
}
