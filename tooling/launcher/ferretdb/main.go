// Command ferretdb-local runs FerretDB v1 (embedded, SQLite backend) for local use and tests.
//
// It wraps FerretDB's embeddable package rather than `cmd/ferretdb`, because a binary built
// from `cmd/ferretdb` outside FerretDB's own repository panics on its missing version file.
// The embeddable package never starts telemetry.
package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"os"
	"os/signal"
	"runtime/debug"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen-addr", "127.0.0.1:27017", "TCP address to listen on")
	dir := flag.String("data-dir", "data", "directory for the SQLite database files")
	stopOnStdinClose := flag.Bool("stop-on-stdin-close", false,
		"stop when standard input closes (the launcher sets it, so the server dies with its parent)")
	flag.Parse()
	collectLessOften()

	if err := os.MkdirAll(*dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	text := slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: slog.LevelWarn})
	logger := slog.New(&lazyAttrs{inner: text})
	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dir + "/",
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if *stopOnStdinClose {
		go func() {
			_, _ = io.Copy(io.Discard, os.Stdin)
			stop()
		}()
	}

	fmt.Println("ferretdb listening on " + *listen)
	if err := f.Run(ctx); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}

// collectLessOften sets Go's collector to run when the heap has grown fourfold (GOGC=400), not
// twofold, under a soft limit of 1 GiB, unless GOGC or GOMEMLIMIT say otherwise. FerretDB v1
// allocates a great deal per document (its JSON encoding and the schema beside it) and keeps
// little: at the default, the collector took a fifth of the server's CPU under the bench's order
// load, for a heap of tens of MB.
func collectLessOften() {
	if os.Getenv("GOGC") == "" {
		debug.SetGCPercent(400)
	}
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}

// lazyAttrs adds a logger's attributes only to a record that is logged. FerretDB derives a
// logger with attributes for every connection and command, and slog's text handler formats
// them at once: about a twelfth of the server's CPU under load, for warnings that are rare.
type lazyAttrs struct {
	inner slog.Handler
	with  []func(slog.Handler) slog.Handler
}

func (h *lazyAttrs) Enabled(ctx context.Context, level slog.Level) bool {
	return h.inner.Enabled(ctx, level)
}

func (h *lazyAttrs) Handle(ctx context.Context, record slog.Record) error {
	handler := h.inner
	for _, with := range h.with {
		handler = with(handler)
	}
	return handler.Handle(ctx, record)
}

func (h *lazyAttrs) WithAttrs(attrs []slog.Attr) slog.Handler {
	return h.and(func(handler slog.Handler) slog.Handler { return handler.WithAttrs(attrs) })
}

func (h *lazyAttrs) WithGroup(name string) slog.Handler {
	return h.and(func(handler slog.Handler) slog.Handler { return handler.WithGroup(name) })
}

func (h *lazyAttrs) and(with func(slog.Handler) slog.Handler) slog.Handler {
	all := make([]func(slog.Handler) slog.Handler, 0, len(h.with)+1)
	return &lazyAttrs{inner: h.inner, with: append(append(all, h.with...), with)}
}
