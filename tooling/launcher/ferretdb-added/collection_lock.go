// Added to FerretDB's internal/handler package by tooling/launcher/ferretdb-build.ts.

package handler

import "sync"

// collectionLocks holds one mutex per collection (key: database NUL collection).
var collectionLocks sync.Map

// underCollectionLock runs f while no other update, findAndModify or delete of the collection
// runs. FerretDB v1 reads a document, changes it in memory and writes it whole later, with no
// check that the stored one is still the one read: two changes of one document at once lost
// one of them (an operator's save undone by a concurrent pull from the same order). Run one
// after another, each reads what the one before wrote, as MongoDB's document-level atomicity
// guarantees.
func underCollectionLock(db, collection string, f func() error) error {
	m, _ := collectionLocks.LoadOrStore(db+"\x00"+collection, new(sync.Mutex))
	mu := m.(*sync.Mutex)
	mu.Lock()
	defer mu.Unlock()

	return f()
}
