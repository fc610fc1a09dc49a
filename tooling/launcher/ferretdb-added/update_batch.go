// Added to FerretDB's internal/handler package by tooling/launcher/ferretdb-build.ts.

package handler

import (
	"context"

	"github.com/FerretDB/FerretDB/internal/backends"
	"github.com/FerretDB/FerretDB/internal/handler/common"
	"github.com/FerretDB/FerretDB/internal/types"
)

// updateBatch keeps the documents an `update` command's statements modify and writes them in one
// transaction (flush), instead of one transaction per document: a SQLite commit is much of an
// update's cost. Only when each statement updates one document by its `_id` (no upsert) and no
// two statements name the same one, so that no statement reads another's write.
type updateBatch struct {
	on   bool
	c    backends.Collection
	docs []*types.Document
}

func newUpdateBatch(updates []common.Update) *updateBatch {
	seen := make(map[string]struct{}, len(updates))
	for _, u := range updates {
		if u.Multi || u.Upsert || u.Filter == nil {
			return &updateBatch{}
		}
		id, err := u.Filter.Get("_id")
		if err != nil {
			return &updateBatch{}
		}
		var key string
		switch id := id.(type) {
		case string:
			key = "s" + id
		case types.ObjectID:
			key = "o" + string(id[:])
		default:
			return &updateBatch{}
		}
		if _, twice := seen[key]; twice {
			return &updateBatch{}
		}
		seen[key] = struct{}{}
	}
	return &updateBatch{on: len(updates) > 1}
}

// collection is c, whose updates the batch keeps when it is on.
func (b *updateBatch) collection(c backends.Collection) backends.Collection {
	if !b.on {
		return c
	}
	b.c = c
	return &batchedCollection{Collection: c, batch: b}
}

// flush writes the kept documents in one transaction.
func (b *updateBatch) flush(ctx context.Context) error {
	if len(b.docs) == 0 {
		return nil
	}
	docs := b.docs
	b.docs = nil
	_, err := b.c.UpdateAll(ctx, &backends.UpdateAllParams{Docs: docs})
	return err
}

type batchedCollection struct {
	backends.Collection
	batch *updateBatch
}

func (c *batchedCollection) UpdateAll(_ context.Context, params *backends.UpdateAllParams) (*backends.UpdateAllResult, error) { //nolint:lll // as the interface
	c.batch.docs = append(c.batch.docs, params.Docs...)
	return &backends.UpdateAllResult{Updated: int32(len(params.Docs))}, nil
}
