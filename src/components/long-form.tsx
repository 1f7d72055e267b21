// Long forms (profile, sign-up, post and item editors): a refused submit scrolls to and focuses the first field
// in error, and a summary next to the submit button names the fields to fix, so an empty field far above the button
// (a date of birth) never fails silently. The summary follows the fields as they are corrected.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Form, type FormProps } from 'antd';

const ErrorsContext = createContext<string[]>([]);

const unique = (messages: (string | undefined)[]) => [
  ...new Set(messages.filter((m): m is string => Boolean(m))),
];

type NamePath = string | number | (string | number)[];

/** The words a field shows: its item's label (antd ids are `<form name>_<field path>`), else the text around
 * the control itself (a checkbox such as "I accept the terms of service"), else its name made readable. */
function labelOf(formName: string | undefined, name: NamePath): string {
  const path = [name].flat().map(String);
  const id = [formName, ...path].filter(Boolean).join('_');
  let label: string | null | undefined = '';
  if (typeof document !== 'undefined') {
    label = document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent;
    const control = document.getElementById(id);
    if (!label?.trim() && control)
      label = control.getAttribute('aria-label') || control.closest('label')?.textContent;
  }
  if (label?.trim()) return label.replace(/\s+/g, ' ').trim();
  const last = path[path.length - 1] ?? '';
  return last.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

const fieldsInError = (formName: string | undefined, fields: { name: NamePath; errors?: string[] }[]) =>
  unique(fields.filter((f) => f.errors?.length).map((f) => labelOf(formName, f.name)));

export function LongForm<T>({
  onFinish,
  onFinishFailed,
  onFieldsChange,
  children,
  ...props
}: Omit<FormProps<T>, 'children'> & { children: ReactNode }) {
  const [errors, setErrors] = useState<string[]>([]);
  const fieldsChanged = useCallback<NonNullable<FormProps<T>['onFieldsChange']>>(
    (changed, all) => {
      setErrors((shown) => (shown.length ? fieldsInError(props.name, all) : shown));
      onFieldsChange?.(changed, all);
    },
    [onFieldsChange, props.name],
  );
  return (
    <ErrorsContext.Provider value={errors}>
      <Form<T>
        scrollToFirstError={{ behavior: 'smooth', block: 'center', focus: true }}
        {...props}
        onFieldsChange={fieldsChanged}
        onFinish={(values) => {
          setErrors([]);
          onFinish?.(values);
        }}
        onFinishFailed={(info) => {
          setErrors(fieldsInError(props.name, info.errorFields));
          onFinishFailed?.(info);
        }}
      >
        {children}
      </Form>
    </ErrorsContext.Provider>
  );
}

/** Which fields block the submit, named next to the button (their messages stay under each field). */
export function FormErrorSummary() {
  const fields = useContext(ErrorsContext);
  if (!fields.length) return null;
  return (
    <div className="pf-alert" role="alert">
      {fields.length === 1
        ? `Please check ${fields[0]} above.`
        : `Please check these fields above: ${fields.join(', ')}.`}
    </div>
  );
}
