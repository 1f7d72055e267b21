// Poll fields inside the post form (reference §5.1): optional question (≤ 100 chars), at least two options,
// duration 3 / 7 / 30 days or no limit (default 7 days, end of day). Each option becomes a poll on submit. Built
// from the studio form kit (issue 22); the checks are in post-draft.ts.
import { ChoiceField, SwitchField, TextField, TextListField, type StudioFormApi } from '@/features/studio';
import {
  POLL_DURATIONS,
  POLL_MAX_OPTIONS,
  POLL_MIN_OPTIONS,
  POLL_OPTION_MAX,
  POLL_QUESTION_MAX,
} from '../types';
import { pollListProblem, pollOptionProblem, type PostDraft } from '../post-draft';

const DURATIONS = POLL_DURATIONS.map((d) => ({ value: String(d.value), label: d.label }));
const OPTION_RULES = { item: pollOptionProblem, list: pollListProblem };

export function PollEditor({ form }: { form: StudioFormApi<PostDraft> }) {
  return (
    <fieldset className="post-form__poll" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <SwitchField form={form} field="pollEnabled" label="Add a poll" />
      {form.values.pollEnabled ? (
        <>
          <TextField
            form={form}
            field="pollDescription"
            label="Poll question (optional)"
            max={POLL_QUESTION_MAX}
            required={false}
            counted
          />
          <TextListField
            form={form}
            field="pollOptions"
            label={`Poll options (at least ${POLL_MIN_OPTIONS})`}
            itemName="Option"
            min={POLL_MIN_OPTIONS}
            max={POLL_MAX_OPTIONS}
            maxLength={POLL_OPTION_MAX}
            rules={OPTION_RULES}
            addText="Add option"
          />
          <ChoiceField form={form} field="pollDuration" label="Poll duration" options={DURATIONS} />
        </>
      ) : null}
    </fieldset>
  );
}
