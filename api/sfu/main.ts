// The SFU process: `node --import tsx api/sfu/main.ts`. The API starts it (see api/src/media/sfu-process.ts)
// unless SFU_URL points at one run elsewhere. Configuration (README "Live streaming"):
//   SFU_SECRET         shared with the API (required)
//   SFU_PORT, SFU_HOST signalling + internal HTTP (0 = any free port, reported to the parent)
//   SFU_HOST_ADDRESSES extra ICE host addresses, comma-separated (default 127.0.0.1; add the public IP)
//   SFU_UDP_PORTS      ICE UDP port range "40000-40199" (open it in the firewall)
//   SFU_ICE_SERVERS    STUN/TURN for the SFU's own gathering, JSON array of RTCIceServer
//   SFU_MAX_VIEWERS    receivers per room (default 30)
//   SFU_CORS_ORIGINS   web origins allowed to signal (comma-separated; default any)
import { createSfu } from './sfu';

function portRange(value: string | undefined): [number, number] | undefined {
  const match = /^(\d+)-(\d+)$/.exec(value ?? '');
  if (!match) return undefined;
  const range: [number, number] = [Number(match[1]), Number(match[2])];
  return range[0] < range[1] ? range : undefined;
}

async function main(): Promise<void> {
  const secret = process.env.SFU_SECRET ?? '';
  if (secret.length < 16) throw new Error('SFU_SECRET (at least 16 characters) is required');
  const origins = (process.env.SFU_CORS_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const sfu = createSfu({
    secret,
    maxViewers: Number.parseInt(process.env.SFU_MAX_VIEWERS ?? '', 10) || 30,
    corsOrigins: origins.length ? origins : true,
    hostAddresses: (process.env.SFU_HOST_ADDRESSES ?? '127.0.0.1')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    portRange: portRange(process.env.SFU_UDP_PORTS),
    iceServers: process.env.SFU_ICE_SERVERS ? JSON.parse(process.env.SFU_ICE_SERVERS) : [],
  });
  const port = await sfu.listen(Number(process.env.SFU_PORT ?? 0) || 0, process.env.SFU_HOST || '0.0.0.0');
  if (process.send) process.send({ type: 'ready', port });
  console.info(`SFU listening on port ${port}`);
  const stop = () => void sfu.close().finally(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // the API's child: leave with it
  process.on('disconnect', stop);
}

main().catch((err: unknown) => {
  console.error('SFU failed to start:', err);
  process.exit(1);
});
