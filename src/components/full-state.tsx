import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './skip-link';

interface Props {
  image: string;
  title: string;
  text: string;
  children?: ReactNode;
}

/** Full-page message (maintenance, geo-block): illustration, heading, text. */
export function FullState({ image, title, text, children }: Props) {
  return (
    <main className="full-state" id={MAIN_CONTENT_ID} tabIndex={-1}>
      <img src={image} alt="" width={320} height={240} />
      <h1>{title}</h1>
      <p>{text}</p>
      {children}
    </main>
  );
}
