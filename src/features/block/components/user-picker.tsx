// Remote user search for the block modal: GET /users/search?q= debounced 500 ms (antd Select showSearch).
import { useEffect, useRef, useState } from 'react';
import { Select, Spin } from 'antd';
import { searchUsers } from '../api';
import { type UserCard, userLabel } from '../types';

export const USER_SEARCH_DEBOUNCE_MS = 500;

interface Props {
  id?: string;
  value?: string;
  onChange?: (value: string | undefined) => void;
  /** the whole card of the picked user */
  onPick?: (user: UserCard | undefined) => void;
  'aria-label'?: string;
}

export function UserPicker({ id, value, onChange, onPick, 'aria-label': ariaLabel }: Props) {
  const [options, setOptions] = useState<UserCard[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSearch = (text: string) => {
    clearTimeout(timer.current);
    const q = text.trim();
    if (!q) {
      setOptions([]);
      setLoading(false);
      return;
    }
    setLoading(true);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      searchUsers(q)
        .then((users) => {
          if (ticket !== latest.current) return; // an older answer arriving late
          setOptions(users);
          setFailed(false);
        })
        .catch(() => ticket === latest.current && setFailed(true))
        .finally(() => ticket === latest.current && setLoading(false));
    }, USER_SEARCH_DEBOUNCE_MS);
  };

  return (
    <Select
      id={id}
      aria-label={ariaLabel}
      showSearch={{ filterOption: false, onSearch }}
      value={value}
      onChange={(v: string | undefined) => {
        onChange?.(v);
        onPick?.(options.find((u) => u._id === v));
      }}
      placeholder="Type a name or username"
      allowClear
      notFoundContent={
        loading ? <Spin size="small" /> : failed ? 'Search failed, please try again' : 'No users found'
      }
      options={options.map((u) => ({
        value: u._id,
        label: u.username ? `${userLabel(u)} (@${u.username})` : userLabel(u),
      }))}
    />
  );
}
