// A payment's outcome that other features follow (the profile and the feed re-read what a subscription unlocks).
// An action of its own rather than a case of the checkout slice: the sagas that listen to it load with their
// pages, and importing it from the slice's module copied the whole checkout slice into each of their chunks.
import { createAction } from '@reduxjs/toolkit';

export const subscriptionActivated = createAction<{ performerId: string }>('checkout/subscriptionActivated');
