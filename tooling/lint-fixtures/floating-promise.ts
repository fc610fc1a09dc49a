// Deliberately wrong on line 6: a promise nobody awaits, handles or marks with `void`.
async function save(): Promise<void> {}

export function onClick(): void {
  void save();
  save();
}
