/**
 * One store for the whole site. The shell makes it; remotes inject their slices lazily into
 * `rootReducer` (`rootReducer.inject(slice)`) and their endpoints into `baseApi`, which joins
 * the store (its slice and middleware) when a page first imports it (api/base-api.ts).
 */
import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  type WithSlice,
} from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { baseApi } from '../api/base-api';
import { localeSlice } from '../i18n/locale';

export const rootReducer =
  combineSlices(localeSlice).withLazyLoadedSlices<WithSlice<typeof baseApi>>();

export type RootState = ReturnType<typeof rootReducer>;

const dynamicMiddleware = createDynamicMiddleware();

/** Adds a middleware to every store, made or to be made (the API's, when it loads). */
export const addStoreMiddleware = dynamicMiddleware.addMiddleware;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(dynamicMiddleware.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
