// The enrolment's QR code: what an authenticator app scans to add the operator's account. `qrcode` is loaded
// only here (a dynamic import), so no other page carries it. Dark on white in both themes: scanners need the
// contrast, and a quiet zone of four modules around it.
import { useEffect, useState } from 'react';
import styles from './admin.module.css';

export function TotpQrCode({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 4, width: 224 }))
      .then(
        (url) => live && setSrc(url),
        () => live && setFailed(true),
      );
    return () => {
      live = false;
    };
  }, [uri]);

  if (failed) return null; // the link and the key below still work
  return src ? (
    <img
      className={styles.qr}
      src={src}
      width={224}
      height={224}
      alt="QR code to scan with your authenticator app"
    />
  ) : (
    <p role="status">Drawing the QR code…</p>
  );
}
