// Render for antd-free (plain) screens: the real store and the antd-free toast host, no antd provider.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { FlashNotifyProvider } from '@/components/notify';
import { makeStore, type RootState } from '@/app-store/store';

export function renderPlain(
  ui: ReactElement,
  preloadedState?: Partial<RootState>,
  store: ReturnType<typeof makeStore> = makeStore(preloadedState),
) {
  const utils = render(
    <Provider store={store}>
      <FlashNotifyProvider>{ui}</FlashNotifyProvider>
    </Provider>,
  );
  return { store, ...utils };
}
