import {
  initialRealtimeState,
  realtimeReducer,
  selectSocketStatus,
  socketStatusChanged,
} from '@/features/realtime/realtime-slice';
import { loggedOut } from '@/store/session';
import { hydrated } from '@/store/hydrate';

describe('realtime slice (spec §4 "Realtime connection")', () => {
  test('starts initialized', () => {
    expect(selectSocketStatus({ realtime: realtimeReducer(undefined, { type: '@@init' }) })).toBe(
      'initialized',
    );
  });

  test.each(['connected', 'disconnect', 'reconnecting', 'failed'] as const)(
    'status %s is stored',
    (status) => {
      expect(realtimeReducer(initialRealtimeState, socketStatusChanged(status)).status).toBe(status);
    },
  );

  test('logout resets; HYDRATE leaves the client-only status alone', () => {
    const connected = realtimeReducer(initialRealtimeState, socketStatusChanged('connected'));
    expect(realtimeReducer(connected, loggedOut())).toEqual(initialRealtimeState);
    expect(realtimeReducer(connected, hydrated({ realtime: initialRealtimeState }))).toEqual(connected);
  });
});
