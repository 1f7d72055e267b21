// Poll fields inside the post form (reference §5.1): optional question (≤ 100 chars), at least two options,
// duration 3 / 7 / 30 days or no limit (default 7 days, end of day). Each option becomes a poll on submit.
import { Button, Form, Input, Radio, Switch } from 'antd';
import {
  POLL_DURATIONS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POLL_QUESTION_MAX,
  cleanPollOptions,
} from '../types';

export const POLL_MIN_MESSAGE = `A poll needs at least ${POLL_MIN_OPTIONS} options`;

export function PollEditor() {
  const form = Form.useFormInstance();
  const enabled = Form.useWatch('pollEnabled', form) as boolean | undefined;

  return (
    <fieldset className="post-form__poll" style={{ border: 0, padding: 0, margin: 0 }}>
      <Form.Item name="pollEnabled" valuePropName="checked" label="Add a poll">
        <Switch
          onChange={(on) => {
            const options = form.getFieldValue('pollOptions') as string[] | undefined;
            if (on && (!options || options.length < POLL_MIN_OPTIONS))
              form.setFieldValue('pollOptions', ['', '']);
          }}
        />
      </Form.Item>
      {enabled ? (
        <>
          <Form.Item
            name="pollDescription"
            label="Poll question (optional)"
            rules={[
              {
                max: POLL_QUESTION_MAX,
                message: `The question must be at most ${POLL_QUESTION_MAX} characters`,
              },
            ]}
          >
            <Input maxLength={POLL_QUESTION_MAX} showCount />
          </Form.Item>
          <Form.List
            name="pollOptions"
            rules={[
              {
                validator: async (_rule, options: string[] | undefined) => {
                  if (cleanPollOptions(options).length < POLL_MIN_OPTIONS) throw new Error(POLL_MIN_MESSAGE);
                },
              },
            ]}
          >
            {(fields, { add, remove }, { errors }) => (
              <div role="group" aria-labelledby="poll-options-label" style={{ marginBottom: 16 }}>
                <div id="poll-options-label" style={{ marginBottom: 8 }}>
                  Poll options (at least {POLL_MIN_OPTIONS})
                </div>
                {fields.map((field, index) => (
                  <div key={field.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
                    <Form.Item
                      name={field.name}
                      style={{ flex: 1, marginBottom: 8 }}
                      rules={[
                        {
                          required: true,
                          whitespace: true,
                          message: 'Please fill in this option or remove it',
                        },
                        {
                          max: POLL_OPTION_MAX,
                          message: `An option must be at most ${POLL_OPTION_MAX} characters`,
                        },
                      ]}
                    >
                      <Input
                        aria-label={`Option ${index + 1}`}
                        placeholder={`Option ${index + 1}`}
                        maxLength={POLL_OPTION_MAX}
                      />
                    </Form.Item>
                    <Button
                      onClick={() => remove(field.name)}
                      disabled={fields.length <= POLL_MIN_OPTIONS}
                      aria-label={`Remove option ${index + 1}`}
                    >
                      Remove
                    </Button>
                  </div>
                ))}
                <Button onClick={() => add('')} disabled={fields.length >= POLL_MAX_OPTIONS}>
                  Add option
                </Button>
                <Form.ErrorList errors={errors} />
              </div>
            )}
          </Form.List>
          <Form.Item name="pollDuration" label="Poll duration">
            <Radio.Group options={POLL_DURATIONS.map((d) => ({ value: d.value, label: d.label }))} />
          </Form.Item>
        </>
      ) : null}
    </fieldset>
  );
}
