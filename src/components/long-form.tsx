// Long forms (profile, sign-up, post and item editors): a refused submit scrolls to and focuses the first field
// in error, and a summary next to the submit button lists what to fix, so an empty field far above the button
// (a date of birth) never fails silently. The summary follows the fields as they are corrected.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Form, type FormProps } from 'antd';

const ErrorsContext = createContext<string[]>([]);

const unique = (messages: (string | undefined)[]) => [...new Set(messages.filter((m): m is string => Boolean(m)))];

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
      setErrors((shown) => (shown.length ? unique(all.flatMap((f) => f.errors)) : shown));
      onFieldsChange?.(changed, all);
    },
    [onFieldsChange],
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
          setErrors(unique(info.errorFields.flatMap((f) => f.errors)));
          onFinishFailed?.(info);
        }}
      >
        {children}
      </Form>
    </ErrorsContext.Provider>
  );
}

/** What blocks the submit, listed next to the button (inside a LongForm). */
export function FormErrorSummary() {
  const errors = useContext(ErrorsContext);
  if (!errors.length) return null;
  return (
    <div className="pf-alert" role="alert">
      {errors.length === 1 ? 'Please fix this before saving:' : `Please fix these ${errors.length} fields before saving:`}
      <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
