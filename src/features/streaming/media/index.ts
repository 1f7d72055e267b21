// Creates the engine the API named; each engine's code (and SDK) loads only when a live page needs it.
import type { MediaAccess } from '../types';
import type { AgoraSdk } from './agora-media';
import type { LiveMedia, RenewAccess } from './live-media';

export async function createLiveMedia(access: MediaAccess, renew: RenewAccess): Promise<LiveMedia> {
  switch (access.engine) {
    case 'agora': {
      const [{ AgoraMedia }, sdk] = await Promise.all([import('./agora-media'), import('agora-rtc-sdk-ng')]);
      // the SDK's tracks are richer than the few members this engine names (AgoraSdk)
      return new AgoraMedia(access, sdk.default as unknown as AgoraSdk, renew);
    }
    case 'livekit': {
      const [{ LiveKitMedia }, sdk] = await Promise.all([
        import('./livekit-media'),
        import('livekit-client'),
      ]);
      return new LiveKitMedia(access, sdk, renew);
    }
    default: {
      const [{ BuiltinMedia }, { io }] = await Promise.all([
        import('./builtin-media'),
        import('socket.io-client'),
      ]);
      return new BuiltinMedia(access, io, renew);
    }
  }
}
