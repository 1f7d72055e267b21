import { all } from 'redux-saga/effects';

// Feature sagas are registered here.
export function* rootSaga() {
  yield all([]);
}
