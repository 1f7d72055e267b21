// Creators appearing in a video: remote search (GET /performers/user/search?q=, debounced) or a random handful
// (GET /performers/search/random) before anything is typed. The value is the list of creator ids. antd-free
// (issue 22): the shared ChipCombobox (chips + ARIA listbox) over the shared server search.
import { ChipCombobox } from '@/components/chip-combobox';
import { useRemoteSearch } from '@/components/use-remote-search';
import { searchCreators } from '../api';

export const PARTICIPANT_SEARCH_DEBOUNCE_MS = 400;

export interface ParticipantOption {
  _id: string;
  name: string;
  username: string;
}

const labelOf = (p: ParticipantOption) =>
  p.name && p.username ? `${p.name} (@${p.username})` : p.name || (p.username ? `@${p.username}` : p._id);
const toOption = (p: ParticipantOption) => ({ value: p._id, label: labelOf(p) });

interface Props {
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** creators whose names are known up front (the creator, saved participants) */
  known: ParticipantOption[];
}

export function ParticipantPicker({ id, value, onChange, known }: Props) {
  const search = useRemoteSearch(searchCreators, PARTICIPANT_SEARCH_DEBOUNCE_MS, true);
  return (
    <ChipCombobox
      id={id ?? 'participants'}
      multiple
      value={value ?? []}
      onChange={(ids) => onChange?.(ids)}
      options={search.found.map(toOption)}
      known={known.map(toOption)}
      onSearch={search.type}
      onFocus={() => {
        if (search.found.length === 0 && !search.loading) search.run('');
      }}
      loading={search.loading}
      failed={search.failed}
      emptyText="No creators found"
      placeholder="Search creators"
    />
  );
}
