// agora-token ships types for its builders only; the tests parse tokens with its AccessToken2 class.
declare module 'agora-token/src/AccessToken2' {
  export class AccessToken2 {
    services: { service_type: () => number; [field: string]: unknown }[];
    from_string(token: string): boolean;
    verifySignature(appCertificate: string): boolean;
  }
}
