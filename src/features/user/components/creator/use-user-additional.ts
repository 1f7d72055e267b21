import { useEffect, useState } from 'react';
import { getUserAdditional, type UserAdditional } from '@/features/reference';

/** Option lists for the creator body-info selects (GET /user-additional). */
export function useUserAdditional(): UserAdditional {
  const [lists, setLists] = useState<UserAdditional>({});
  useEffect(() => {
    let active = true;
    getUserAdditional()
      .then((v) => active && setLists(v))
      .catch(() => undefined); // selects stay empty; the fields are optional
    return () => {
      active = false;
    };
  }, []);
  return lists;
}
