/**
 * The buyer's own tasks and the ticks of every task (`tasks` in storage):
 * `{ own: [{ id, text, due }], done: [task ids] }`.
 */
import { STORAGE_KEYS, readJson, writeJson } from '@minesite/shared/storage';
import type { OwnTask } from './derive-tasks';

export interface StoredTasks {
  own: OwnTask[];
  done: string[];
}

export function readStoredTasks(): StoredTasks {
  const raw = readJson<Partial<StoredTasks>>(STORAGE_KEYS.tasks);
  return {
    own: Array.isArray(raw?.own) ? raw.own : [],
    done: Array.isArray(raw?.done) ? raw.done.filter((id) => typeof id === 'string') : [],
  };
}

export function addOwnTask(task: OwnTask): void {
  const stored = readStoredTasks();
  writeJson(STORAGE_KEYS.tasks, { ...stored, own: [...stored.own, task] });
}

export function setTaskDone(id: string, done: boolean): void {
  const stored = readStoredTasks();
  const others = stored.done.filter((kept) => kept !== id);
  writeJson(STORAGE_KEYS.tasks, { ...stored, done: done ? [...others, id] : others });
}
