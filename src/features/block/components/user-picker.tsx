// Remote user search for the block modal: GET /users/search?q= once the typing pauses 500 ms; the picked user
// shows as a chip (the one-value ChipCombobox, antd-free).
import { ChipCombobox } from '@/components/chip-combobox';
import { useRemoteSearch } from '@/components/use-remote-search';
import { searchUsers } from '../api';
import { type UserCard, userLabel } from '../types';

export const USER_SEARCH_DEBOUNCE_MS = 500;

const optionLabel = (u: UserCard) => (u.username ? `${userLabel(u)} (@${u.username})` : userLabel(u));

interface Props {
  id: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** the whole card of the picked user */
  onPick?: (user: UserCard | undefined) => void;
  describedBy?: string;
  invalid?: boolean;
}

export function UserPicker({ id, value, onChange, onPick, describedBy, invalid }: Props) {
  const search = useRemoteSearch(searchUsers, USER_SEARCH_DEBOUNCE_MS);
  return (
    <ChipCombobox
      id={id}
      value={value ? [value] : []}
      onChange={(values) => {
        const picked = values[0];
        onChange(picked);
        onPick?.(search.found.find((u) => u._id === picked));
      }}
      options={search.found.map((u) => ({ value: u._id, label: optionLabel(u) }))}
      onSearch={search.type}
      loading={search.loading}
      failed={search.failed}
      emptyText="No users found"
      placeholder="Type a name or username"
      describedBy={describedBy}
      invalid={invalid}
    />
  );
}
