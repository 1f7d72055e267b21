// A text field's length limit said out loud: a count-down as the writer nears it, and how much to remove once
// past it (the field never cuts pasted text silently; its form refuses to send instead).

/** Whether `text` is over the limit. */
export const tooLong = (text: string, max: number) => text.length > max;

export function lengthHint(length: number, max: number, warnFrom = Math.floor(max * 0.9)): string {
  if (length > max)
    return `Messages are limited to ${max.toLocaleString('en-US')} characters: remove ${(length - max).toLocaleString('en-US')}.`;
  if (length >= warnFrom) {
    const left = max - length;
    return `${left.toLocaleString('en-US')} ${left === 1 ? 'character' : 'characters'} left`;
  }
  return '';
}

/** The hint under a field; `id` is what the field's aria-describedby points to. Empty until it matters. */
export function LengthHint({
  id,
  length,
  max,
  warnFrom,
  className,
  overClassName,
}: {
  id: string;
  length: number;
  max: number;
  warnFrom?: number;
  className?: string;
  overClassName?: string;
}) {
  const text = lengthHint(length, max, warnFrom);
  return (
    <span
      id={id}
      aria-live="polite"
      className={[className, length > max ? overClassName : ''].filter(Boolean).join(' ') || undefined}
    >
      {text}
    </span>
  );
}
