/**
 * One store for the whole site. The shell makes it; remotes inject their slices lazily into
 * `rootReducer` (`rootReducer.inject(slice)`) and their endpoints into `baseApi`.
 */
import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from '../api/base-api';
import { localeSlice } from '../i18n/locale';

export const rootReducer = combineSlices(baseApi, localeSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
