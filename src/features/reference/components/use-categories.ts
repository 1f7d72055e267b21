// Creator categories for selects, fetched once per page view (a short public list).
import { useEffect, useState } from 'react';
import { getCategories } from '../api';
import type { Category } from '../types';

export function useCategories(): Category[] {
  const [categories, setCategories] = useState<Category[]>([]);
  useEffect(() => {
    let active = true;
    getCategories()
      .then((list) => active && setCategories(list))
      .catch(() => undefined); // the filter then offers "All" only
    return () => {
      active = false;
    };
  }, []);
  return categories;
}
