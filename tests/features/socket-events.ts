// A server push as the realtime channel dispatches it: the event's domain action (features/realtime/socket-actions).
// Tests keep the wire names, so they read as the API's events; an unknown name dispatches an action nobody takes,
// as the channel drops it.
import type { UnknownAction } from '@reduxjs/toolkit';
import { socketEventToAction } from '@/features/realtime/socket-actions';

export function socketEventReceived({ event, data }: { event: string; data: unknown }): UnknownAction {
  return socketEventToAction(event, data) ?? { type: 'test/unknownSocketEvent', payload: { event, data } };
}
